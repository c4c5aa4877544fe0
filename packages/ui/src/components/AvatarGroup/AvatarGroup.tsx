import { Children, forwardRef, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import { AvatarGroupRoot } from './AvatarGroup.styles';
import { useUiText } from '../../locale/UiTextProvider';

export interface AvatarGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Most avatars shown, the "+N" bubble included (default 4). */
  max?: number;
  /** Diameter of the "+N" bubble in px (match the avatars). */
  size?: number;
  /** Accessible label of the "+N" bubble; `avatarGroup.more` of the UiText by default. */
  getSurplusLabel?: (surplus: number) => string;
  /** The `Avatar` elements. */
  children?: ReactNode;
}

/**
 * Overlapping avatars. With more than `max` children it shows `max - 1` of them and a "+N"
 * bubble, so at most `max` circles appear.
 */
export const AvatarGroup = forwardRef<HTMLDivElement, AvatarGroupProps>(function AvatarGroup(
  { max = 4, size = 40, getSurplusLabel, children, ...rest },
  ref,
) {
  const text = useUiText();
  const items = Children.toArray(children).filter(isValidElement);
  const limit = Math.max(max, 2);
  const shown = items.length > limit ? items.slice(0, limit - 1) : items;
  const surplus = items.length - shown.length;
  return (
    <AvatarGroupRoot ref={ref} role="group" data-component="AvatarGroup" $size={size} {...rest}>
      {shown}
      {surplus > 0 ? (
        <span
          data-part="Surplus"
          role="img"
          aria-label={
            getSurplusLabel ? getSurplusLabel(surplus) : text.avatarGroup.more({ count: surplus })
          }
        >
          <span aria-hidden>+{surplus}</span>
        </span>
      ) : null}
    </AvatarGroupRoot>
  );
});

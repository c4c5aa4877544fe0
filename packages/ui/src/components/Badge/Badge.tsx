import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { paletteColors } from '../Button/palette';
import { BadgeRoot } from './Badge.styles';
import { dataAttributes } from '../../utils/dataAttributes';

export const badgeVariants = ['standard', 'dot'] as const;
export const badgeColors = paletteColors;
export const badgeOverlaps = ['rectangular', 'circular'] as const;

export type BadgeVariant = (typeof badgeVariants)[number];
export type BadgeColor = (typeof badgeColors)[number];
export type BadgeOverlap = (typeof badgeOverlaps)[number];

/** Counts above `max` read "`max`+" (99 → "99+"). */
export function formatBadgeContent(content: ReactNode, max = 99): ReactNode {
  return typeof content === 'number' && content > max ? `${max}+` : content;
}

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Number or short text in the badge. */
  badgeContent?: ReactNode;
  /** Largest count shown as is; larger ones show "max+". */
  max?: number;
  /** A count bubble or a small dot. */
  variant?: BadgeVariant;
  /** Palette colour of the bubble. */
  color?: BadgeColor;
  /** Shape of the child the badge sits on (moves the badge in for circles). */
  overlap?: BadgeOverlap;
  /** Shows the badge when the count is 0. */
  showZero?: boolean;
  /** Hides the badge. */
  invisible?: boolean;
  /** Text read by screen readers instead of the bare count, e.g. "4 unread notifications". */
  badgeLabel?: string;
  /** The element the badge is attached to. */
  children?: ReactNode;
}

/** A count or dot attached to the top inline-end corner of its child. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  {
    badgeContent,
    max = 99,
    variant = 'standard',
    color = 'error',
    overlap = 'rectangular',
    showZero = false,
    invisible: invisibleProp = false,
    badgeLabel,
    children,
    ...rest
  },
  ref,
) {
  const empty =
    variant === 'standard' &&
    (badgeContent === undefined || badgeContent === null || (badgeContent === 0 && !showZero));
  const invisible = invisibleProp || empty;
  return (
    <BadgeRoot ref={ref} {...dataAttributes('Badge', { variant, color, overlap })} {...rest}>
      {children}
      <span
        data-part="Badge"
        data-invisible={invisible || undefined}
        aria-hidden={badgeLabel ? true : undefined}
      >
        {variant === 'dot' ? null : formatBadgeContent(badgeContent, max)}
      </span>
      {badgeLabel && !invisible ? <span data-part="Label">{badgeLabel}</span> : null}
    </BadgeRoot>
  );
});

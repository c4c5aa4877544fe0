import { forwardRef } from 'react';
import type { LucideIcon, LucideProps } from 'lucide-react';
import { IconRoot } from './Icon.styles';

/** Props of {@link Icon}. */
export interface IconProps extends Omit<LucideProps, 'ref'> {
  /** The icon component, e.g. `Menu` from `@finfree/ui`. */
  icon: LucideIcon;
  /** Size in px (width and height). Default 20. */
  size?: number;
  /** Accessible name; without it the icon is decorative (`aria-hidden`). */
  label?: string;
  /** Mirror horizontally in rtl pages (arrows, chevrons). */
  mirror?: boolean;
}

/**
 * An icon of the curated set. Decorative by default; give `label` when the icon alone carries
 * meaning. Colour follows `currentColor`.
 */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { icon, size = 20, label, mirror = false, strokeWidth = 2, ...rest },
  ref,
) {
  const a11y = label
    ? { role: 'img', 'aria-label': label, 'aria-hidden': undefined }
    : { 'aria-hidden': true as const };
  return (
    <IconRoot
      ref={ref}
      icon={icon}
      size={size}
      strokeWidth={strokeWidth}
      focusable="false"
      data-component="Icon"
      data-mirror={mirror ? 'true' : undefined}
      {...a11y}
      {...rest}
    />
  );
});

/** Props of {@link DirectionalIcon}. */
export type DirectionalIconProps = Omit<IconProps, 'mirror'>;

/** An icon that points the other way in rtl (e.g. a "next" chevron). */
export const DirectionalIcon = forwardRef<SVGSVGElement, DirectionalIconProps>(
  function DirectionalIcon(props, ref) {
    return <Icon ref={ref} {...props} mirror />;
  },
);

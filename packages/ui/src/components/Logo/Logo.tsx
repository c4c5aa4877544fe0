import { forwardRef, type SVGAttributes } from 'react';
import { LogoRoot } from './Logo.styles';

/** Logo variants: the square mark only, or mark and wordmark. */
export const logoVariants = ['mark', 'full'] as const;
/** A logo variant. */
export type LogoVariant = (typeof logoVariants)[number];

/** Props of {@link Logo}. */
export interface LogoProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** `mark` (square) or `full` (mark + "Finfree"). Default `mark`. */
  variant?: LogoVariant;
  /** Height in px; the width follows the variant. Default 40. */
  size?: number;
  /** Accessible name. Default "Finfree"; pass `''` only when a visible name sits next to it. */
  title?: string;
}

/** The mark's geometry: a rounded square with a rising chart line. */
export const logoMarkPaths = {
  square:
    'M12 0h24a12 12 0 0 1 12 12v24a12 12 0 0 1-12 12H12A12 12 0 0 1 0 36V12A12 12 0 0 1 12 0Z',
  chart: 'M11 33l9-9 6 5 11-13',
  arrow: 'M29 15h8v8',
} as const;

/**
 * The Finfree logo as inline SVG: it follows the preset (primary colour) and the mode (the
 * wordmark uses the text colour). Its accessible name is "Finfree".
 */
export const Logo = forwardRef<SVGSVGElement, LogoProps>(function Logo(
  { variant = 'mark', size = 40, title = 'Finfree', ...rest },
  ref,
) {
  const width = variant === 'full' ? 160 : 48;
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <LogoRoot
      ref={ref}
      viewBox={`0 0 ${width} 48`}
      width={(size * width) / 48}
      height={size}
      focusable="false"
      data-component="Logo"
      data-variant={variant}
      {...a11y}
      {...rest}
    >
      <path data-part="Mark" d={logoMarkPaths.square} />
      <path data-part="Chart" d={logoMarkPaths.chart} />
      <path data-part="Chart" d={logoMarkPaths.arrow} />
      {variant === 'full' && (
        // A Latin wordmark: always left to right from x=58, also inside an rtl page (an
        // inherited rtl direction anchors it at its end and cuts it to "free").
        <text
          data-part="Wordmark"
          x="58"
          y="35"
          direction="ltr"
          unicodeBidi="isolate"
          textAnchor="start"
          aria-hidden="true"
        >
          Finfree
        </text>
      )}
    </LogoRoot>
  );
});

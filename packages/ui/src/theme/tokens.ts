/** Mode-independent design tokens. Mode- and preset-dependent values live in `vars.ts`. */

/** Corner radius in px (8). */
export const borderRadius = 8;

/** The spacing unit in px: `spacing(2)` is 16px. */
export const spacingUnit = 8;

/** Spacing helper: multiples of the 8px unit, e.g. `spacing(1, 2)` → `'8px 16px'`. */
export function spacing(...factors: number[]): string {
  if (factors.length === 0) return `${spacingUnit}px`;
  return factors.map((f) => `${f * spacingUnit}px`).join(' ');
}

/** Font stacks. The Inter variable font is self-hosted via `@fontsource-variable/inter`. */
export const fontFamily = {
  sans: "'Inter Variable', 'Inter Fallback', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** Font weights. */
export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

/** One step of the type scale. */
export interface TypographyVariant {
  /** `font-size` in rem. */
  fontSize: string;
  /** Unitless `line-height`. */
  lineHeight: number;
  /** `font-weight`. */
  fontWeight: number;
  /** `font-size` from the `md` breakpoint up (headings only). */
  fontSizeMd?: string;
}

/** The type scale (rem based on a 16px root). */
export const typography = {
  h1: { fontSize: '2.5rem', fontSizeMd: '4rem', lineHeight: 1.25, fontWeight: fontWeight.bold },
  h2: { fontSize: '2rem', fontSizeMd: '3rem', lineHeight: 1.33, fontWeight: fontWeight.bold },
  h3: { fontSize: '1.5rem', fontSizeMd: '2rem', lineHeight: 1.5, fontWeight: fontWeight.bold },
  h4: { fontSize: '1.25rem', fontSizeMd: '1.5rem', lineHeight: 1.5, fontWeight: fontWeight.bold },
  h5: { fontSize: '1.125rem', fontSizeMd: '1.25rem', lineHeight: 1.5, fontWeight: fontWeight.bold },
  h6: { fontSize: '1.0625rem', fontSizeMd: '1.125rem', lineHeight: 1.55, fontWeight: 600 },
  subtitle1: { fontSize: '1rem', lineHeight: 1.5, fontWeight: fontWeight.semibold },
  subtitle2: { fontSize: '0.875rem', lineHeight: 1.57, fontWeight: fontWeight.semibold },
  body1: { fontSize: '1rem', lineHeight: 1.5, fontWeight: fontWeight.regular },
  body2: { fontSize: '0.875rem', lineHeight: 1.57, fontWeight: fontWeight.regular },
  caption: { fontSize: '0.75rem', lineHeight: 1.5, fontWeight: fontWeight.regular },
  overline: { fontSize: '0.75rem', lineHeight: 1.5, fontWeight: fontWeight.bold },
  button: { fontSize: '0.875rem', lineHeight: 1.71, fontWeight: fontWeight.bold },
} as const satisfies Record<string, TypographyVariant>;

/** A step of the type scale. */
export type TypographyVariantName = keyof typeof typography;

/** Stacking order (contract values). */
export const zIndex = {
  appBar: 1100,
  nav: 1101,
  drawer: 1200,
  modal: 1300,
  popover: 1400,
  snackbar: 1500,
  tooltip: 1600,
} as const;

/** Transition durations in ms. */
export const durations = { shortest: 150, shorter: 200, short: 250, standard: 300 } as const;

/** The standard easing curve. */
export const easingStandard = 'cubic-bezier(0.4, 0, 0.2, 1)';

/** Shadow names (`shadow-<name>`). */
export const shadowNames = [
  'z1',
  'z4',
  'z8',
  'z12',
  'z16',
  'z20',
  'z24',
  'card',
  'dropdown',
  'dialog',
] as const;
/** A shadow name. */
export type ShadowName = (typeof shadowNames)[number];

const s = (alpha: number) => `rgb(var(--ff-shadow-channel) / ${alpha})`;

/** Shadows; their colour channel (`--ff-shadow-channel`) is set per mode. */
export const shadows = {
  z1: `0 1px 2px 0 ${s(0.16)}`,
  z4: `0 4px 8px 0 ${s(0.16)}`,
  z8: `0 8px 16px 0 ${s(0.16)}`,
  z12: `0 12px 24px -4px ${s(0.16)}`,
  z16: `0 16px 32px -4px ${s(0.16)}`,
  z20: `0 20px 40px -4px ${s(0.16)}`,
  z24: `0 24px 48px 0 ${s(0.16)}`,
  card: `0 0 2px 0 ${s(0.2)}, 0 12px 24px -4px ${s(0.12)}`,
  dropdown: `0 0 2px 0 ${s(0.24)}, -20px 20px 40px -4px ${s(0.24)}`,
  dialog: `-40px 40px 80px -8px rgb(0 0 0 / 0.24)`,
} as const satisfies Record<ShadowName, string>;

/** Action opacities (hover 0.08, disabled 0.48). */
export const actionOpacity = { hover: 0.08, selected: 0.16, focus: 0.24, disabled: 0.48 } as const;

import { between, breakpoints, down, only, up } from './breakpoints';
import { cssVar } from './cssVars';
import { colorNames, greySteps } from './palette';
import {
  borderRadius,
  durations,
  easingStandard,
  shadowNames,
  spacing,
  typography,
  zIndex,
  type ShadowName,
} from './tokens';

type Shade = 'lighter' | 'light' | 'main' | 'dark' | 'darker' | 'contrastText' | 'mainChannel';
type PaletteColor = Record<Shade, string>;
type GreyStep = (typeof greySteps)[number];

const colorRef = (name: string): PaletteColor => ({
  lighter: cssVar(`palette-${name}-lighter`),
  light: cssVar(`palette-${name}-light`),
  main: cssVar(`palette-${name}-main`),
  dark: cssVar(`palette-${name}-dark`),
  darker: cssVar(`palette-${name}-darker`),
  contrastText: cssVar(`palette-${name}-contrast-text`),
  mainChannel: cssVar(`palette-${name}-main-channel`),
});

const colors = Object.fromEntries(colorNames.map((n) => [n, colorRef(n)])) as Record<
  (typeof colorNames)[number],
  PaletteColor
>;

const greys = Object.fromEntries(
  greySteps.map((step) => [step, cssVar(`palette-grey-${step}`)]),
) as Record<GreyStep, string>;

/**
 * The typed theme. Every colour is a CSS variable reference, so the object never changes
 * when mode, preset, contrast or direction change; only `<html>` attributes do.
 */
export const theme = {
  palette: {
    ...colors,
    grey: { ...greys, '500Channel': cssVar('palette-grey-500-channel') },
    common: { white: cssVar('palette-common-white'), black: cssVar('palette-common-black') },
    text: {
      primary: cssVar('text-primary'),
      secondary: cssVar('text-secondary'),
      disabled: cssVar('text-disabled'),
    },
    background: {
      default: cssVar('background-default'),
      paper: cssVar('background-paper'),
      neutral: cssVar('background-neutral'),
    },
    divider: cssVar('divider'),
    action: {
      active: cssVar('action-active'),
      hover: cssVar('action-hover'),
      selected: cssVar('action-selected'),
      focus: cssVar('action-focus'),
      disabled: cssVar('action-disabled'),
      disabledBackground: cssVar('action-disabled-background'),
      hoverOpacity: cssVar('action-hover-opacity'),
      disabledOpacity: cssVar('action-disabled-opacity'),
    },
  },
  shape: { borderRadius, radius: cssVar('shape-radius') },
  spacing,
  typography: {
    fontFamily: cssVar('font-family'),
    fontFamilyMono: cssVar('font-family-mono'),
    fontWeightRegular: cssVar('font-weight-regular'),
    fontWeightMedium: cssVar('font-weight-medium'),
    fontWeightSemiBold: cssVar('font-weight-semibold'),
    fontWeightBold: cssVar('font-weight-bold'),
    ...typography,
  },
  shadows: Object.fromEntries(shadowNames.map((n) => [n, cssVar(`shadow-${n}`)])) as Record<
    ShadowName,
    string
  >,
  zIndex,
  transitions: {
    duration: durations,
    easing: easingStandard,
    shortest: cssVar('transition-shortest'),
    shorter: cssVar('transition-shorter'),
    short: cssVar('transition-short'),
    standard: cssVar('transition-standard'),
    easingStandard: cssVar('easing-standard'),
    /** `transition` value for the given properties, e.g. `create(['color', 'opacity'])`. */
    create: (props: string | readonly string[], duration = 'var(--ff-transition-shorter)') =>
      (typeof props === 'string' ? [props] : props)
        .map((p) => `${p} ${duration} var(--ff-easing-standard)`)
        .join(', '),
  },
  focusRing: cssVar('focus-ring'),
  breakpoints: { values: breakpoints, up, down, between, only },
};

/** The theme's type; styled-components' `DefaultTheme` extends it (see `styled.d.ts`). */
export type Theme = typeof theme;

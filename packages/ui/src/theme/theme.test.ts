import { between, breakpoints, down, mediaQuery, only, stretchThreshold, up } from './breakpoints';
import { hexToChannel } from './color';
import { cssVar } from './cssVars';
import { glassBackground } from './mixins';
import { theme } from './theme';
import { spacing } from './tokens';

describe('theme object', () => {
  it('mirrors the CSS variables', () => {
    expect(theme.palette.primary.main).toBe('var(--ff-palette-primary-main)');
    expect(theme.palette.error.contrastText).toBe('var(--ff-palette-error-contrast-text)');
    expect(theme.palette.primary.mainChannel).toBe('var(--ff-palette-primary-main-channel)');
    expect(theme.palette.grey[500]).toBe('var(--ff-palette-grey-500)');
    expect(theme.palette.background.neutral).toBe('var(--ff-background-neutral)');
    expect(theme.palette.action.hover).toBe('var(--ff-action-hover)');
    expect(theme.shadows.dialog).toBe('var(--ff-shadow-dialog)');
    expect(theme.focusRing).toBe(cssVar('focus-ring'));
    expect(theme.shape.borderRadius).toBe(8);
    expect(theme.zIndex).toEqual({
      appBar: 1100,
      nav: 1101,
      drawer: 1200,
      modal: 1300,
      popover: 1400,
      snackbar: 1500,
      tooltip: 1600,
    });
    expect(theme.transitions.create(['color', 'opacity'])).toBe(
      'color var(--ff-transition-shorter) var(--ff-easing-standard), opacity var(--ff-transition-shorter) var(--ff-easing-standard)',
    );
  });

  it('has the contract breakpoints and media helpers', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(stretchThreshold).toBe(1600);
    expect(theme.breakpoints.up('lg')).toBe('@media (min-width: 1200px)');
    expect(up(stretchThreshold)).toBe('@media (min-width: 1600px)');
    expect(down('lg')).toBe('@media (max-width: 1199.95px)');
    expect(between('sm', 'md')).toBe('@media (min-width: 600px) and (max-width: 899.95px)');
    expect(only('xl')).toBe('@media (min-width: 1536px)');
    expect(mediaQuery.up('lg')).toBe('(min-width: 1200px)');
  });

  it('spaces in 8px units', () => {
    expect(spacing()).toBe('8px');
    expect(spacing(2)).toBe('16px');
    expect(spacing(1, 2.5)).toBe('8px 20px');
  });

  it('builds the glass background from the background channel', () => {
    const text = glassBackground().join('');
    expect(text).toContain('background-color: rgb(var(--ff-background-default-channel) / 0.9)');
    expect(text).toContain('backdrop-filter: blur(20px)');
    expect(hexToChannel('#7635DC')).toBe('118 53 220');
  });
});

import { act, render, screen } from '@testing-library/react';
import { useDirection } from '@radix-ui/react-direction';
import { useEffect } from 'react';
import styled, { useTheme } from 'styled-components';
import { SettingsProvider } from '../settings/SettingsProvider';
import { useSettings } from '../settings/useSettings';
import type { SettingsContextValue } from '../settings/SettingsContext';
import { cssVar } from './cssVars';
import { FONT_FALLBACK_ATTRIBUTE, interFallbackCss } from './GlobalStyle';
import { ThemeProvider } from './ThemeProvider';

const Surface = styled.div`
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${cssVar('text-primary')};
  border-radius: ${({ theme }) => theme.shape.borderRadius}px;
`;

const latest: { settings: SettingsContextValue | null } = { settings: null };
const mounts = vi.fn();

function Probe() {
  const settings = useSettings();
  const direction = useDirection();
  const theme = useTheme();
  useEffect(() => {
    latest.settings = settings;
  });
  useEffect(() => {
    mounts();
  }, []);
  return (
    <Surface data-testid="surface" data-dir={direction}>
      {theme.palette.primary.main}
    </Surface>
  );
}

/** The probe inside the theme, inside the settings (as an app mounts them). */
const renderProbe = () =>
  render(
    <SettingsProvider>
      <ThemeProvider>
        <Probe />
      </ThemeProvider>
    </SettingsProvider>,
  );

const styleText = () =>
  [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

beforeEach(() => {
  localStorage.clear();
  mounts.mockClear();
});

describe('ThemeProvider', () => {
  // The global stylesheet itself is checked in a real browser (Theme/Switching story): under
  // jsdom Vitest resolves styled-components' server build, which injects no global styles.
  it('gives styled-components the typed theme of CSS variables', () => {
    renderProbe();
    expect(screen.getByTestId('surface')).toHaveTextContent('var(--ff-palette-primary-main)');
    expect(styleText()).toMatch(/background:\s*var\(--ff-background-paper\)/);
  });

  it('switching mode, preset, contrast or direction changes attributes only: no new class, no re-mount', () => {
    renderProbe();
    const surface = screen.getByTestId('surface');
    const className = surface.className;
    const css = styleText();
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-mode', 'dark');

    act(() => latest.settings!.setMode('light'));
    act(() => latest.settings!.setColorPreset('orange'));
    act(() => latest.settings!.setContrast('bold'));
    act(() => latest.settings!.setDirection('rtl'));

    expect(html).toHaveAttribute('data-mode', 'light');
    expect(html).toHaveAttribute('data-preset', 'orange');
    expect(html).toHaveAttribute('data-contrast', 'bold');
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(surface).toHaveAttribute('data-dir', 'rtl'); // Radix DirectionProvider follows
    expect(screen.getByTestId('surface')).toBe(surface);
    expect(surface.className).toBe(className);
    expect(styleText()).toBe(css);
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('uses an explicit direction over the settings and works without SettingsProvider', () => {
    function Dir() {
      return <span data-testid="dir">{useDirection()}</span>;
    }
    render(
      <ThemeProvider direction="rtl">
        <Dir />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('dir')).toHaveTextContent('rtl');
  });

  it('declares the fallback face once, in a <style> of its own, unless the page already has it', () => {
    const faces = () => document.querySelectorAll(`style[${FONT_FALLBACK_ATTRIBUTE}]`);
    document.querySelectorAll(`style[${FONT_FALLBACK_ATTRIBUTE}]`).forEach((s) => s.remove());
    const first = render(<ThemeProvider />);
    const second = render(<ThemeProvider />);
    expect(faces()).toHaveLength(1);
    expect(faces()[0]?.textContent).toBe(interFallbackCss);
    expect(faces()[0]?.parentElement).toBe(document.head);
    first.unmount();
    second.unmount();
    // A page whose static head declares it (the web app's) gets no second one.
    faces()[0]?.remove();
    const own = document.createElement('style');
    own.setAttribute(FONT_FALLBACK_ATTRIBUTE, '');
    document.head.append(own);
    render(<ThemeProvider />).unmount();
    expect(faces()).toHaveLength(1);
    // Not inside the styled-components sheet, which the page's script rewrites as it hydrates.
    render(<ThemeProvider withGlobalStyle={false} />).unmount();
    expect(faces()).toHaveLength(1);
    own.remove();
  });
});

import { defaultSettings } from './config';
import { surfaces } from '../theme/palette';
import { prePaintScript } from './prePaint';
import { prePaintStyle } from './prePaintStyle';
import { resetSettingsPage } from '../test/settingsPage';

/** Evaluates the inline script's source against the jsdom page with the given stored value. */
function runScript(stored: string | null) {
  const html = document.documentElement;
  resetSettingsPage();
  if (stored !== null) localStorage.setItem('settings', stored);
  // Runs the exact string an app inlines into index.html, in the page's global scope.
  new Function(prePaintScript)();
  return {
    mode: html.getAttribute('data-mode'),
    preset: html.getAttribute('data-preset'),
    contrast: html.getAttribute('data-contrast'),
    layout: html.getAttribute('data-layout'),
    stretch: html.getAttribute('data-stretch'),
    dir: html.getAttribute('dir'),
  };
}

const defaults = {
  mode: 'dark',
  preset: 'purple',
  contrast: 'default',
  layout: 'vertical',
  stretch: 'false',
  dir: 'ltr',
};

describe('pre-paint script', () => {
  it('applies stored settings before React runs', () => {
    expect(
      runScript(
        JSON.stringify({
          themeMode: 'light',
          themeContrast: 'bold',
          themeDirection: 'rtl',
          themeLayout: 'mini',
          themeStretch: true,
          themeColorPresets: 'orange',
        }),
      ),
    ).toEqual({
      mode: 'light',
      preset: 'orange',
      contrast: 'bold',
      layout: 'mini',
      stretch: 'true',
      dir: 'rtl',
    });
  });

  it('applies the defaults when nothing is stored', () => {
    expect(runScript(null)).toEqual(defaults);
  });

  it.each([
    ['corrupt JSON', '{"themeMode": "light"'],
    ['a JSON string', '"dark"'],
    ['null', 'null'],
    ['an array', '["light"]'],
    ['a number', '42'],
  ])('falls back to the defaults for %s', (_label, stored) => {
    expect(runScript(stored)).toEqual(defaults);
  });

  it('falls back field by field for partial or foreign values', () => {
    expect(
      runScript(
        JSON.stringify({
          themeMode: 'light',
          themeColorPresets: 'pink',
          themeDirection: 7,
          themeStretch: 'true',
          other: { nested: true },
        }),
      ),
    ).toEqual({ ...defaults, mode: 'light' });
  });

  it("keeps the page's own direction when none is stored (a page served in Arabic), else the stored one", () => {
    const served = (stored: string | null) => {
      resetSettingsPage();
      document.documentElement.setAttribute('dir', 'rtl');
      if (stored !== null) localStorage.setItem('settings', stored);
      new Function(prePaintScript)();
      return document.documentElement.getAttribute('dir');
    };
    expect(served(null)).toBe('rtl');
    expect(served(JSON.stringify({ themeMode: 'light' }))).toBe('rtl');
    expect(served(JSON.stringify({ themeDirection: 'ltr' }))).toBe('ltr');
    resetSettingsPage();
  });

  it('never throws when storage is unavailable', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runScript(null)).toEqual(defaults);
    expect(defaults.mode).toBe(defaultSettings.themeMode);
    spy.mockRestore();
  });

  it('is self-contained source', () => {
    expect(prePaintScript.startsWith('(function')).toBe(true);
    expect(prePaintScript).toContain('"key":"settings"');
  });
});

describe('prePaintStyle', () => {
  it('gives every mode × contrast its page background before any stylesheet', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const contrast of ['default', 'bold'] as const) {
        expect(prePaintStyle).toContain(
          `html[data-mode=${mode}][data-contrast=${contrast}]{background-color:${surfaces[mode][contrast].backgroundDefault};`,
        );
        // The secondary text of a first paint made before the theme's styles (the dashboard's frame).
        expect(prePaintStyle).toContain(
          `--ff-text-secondary:${surfaces[mode][contrast].textSecondary};`,
        );
      }
    }
  });
});

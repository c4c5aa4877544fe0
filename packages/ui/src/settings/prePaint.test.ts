import { JSDOM } from 'jsdom';
import { defaultSettings } from './config';
import { prePaintScript } from './prePaint';

/** Runs the inline script in a fresh jsdom page with the given stored value. */
function runScript(stored: string | null) {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'https://finfree.test/',
    runScripts: 'outside-only',
  });
  if (stored !== null) dom.window.localStorage.setItem('settings', stored);
  dom.window.eval(prePaintScript);
  const html = dom.window.document.documentElement;
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

  it('never throws when storage is unavailable', () => {
    const dom = new JSDOM('<!doctype html><html></html>', { runScripts: 'outside-only' });
    // about:blank has an opaque origin: touching localStorage throws a SecurityError.
    expect(() => dom.window.eval(prePaintScript)).not.toThrow();
    expect(dom.window.document.documentElement.getAttribute('data-mode')).toBe(
      defaultSettings.themeMode,
    );
  });

  it('is self-contained source', () => {
    expect(prePaintScript.startsWith('(function')).toBe(true);
    expect(prePaintScript).toContain('"key":"settings"');
  });
});

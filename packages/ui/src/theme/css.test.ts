import { themeContrasts, themeModes } from './palette';
import { presetNames, presets } from './presets';
import { createPresetCss, createThemeCss } from './css';
import { createThemeVars } from './vars';

/** The contract's variable names (ui-contract.md), all of which must exist everywhere. */
const contractVars = [
  ...['primary', 'secondary', 'info', 'success', 'warning', 'error'].flatMap((c) => [
    ...['lighter', 'light', 'main', 'dark', 'darker', 'contrast-text'].map(
      (s) => `palette-${c}-${s}`,
    ),
    `palette-${c}-main-channel`,
  ]),
  ...[50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((n) => `palette-grey-${n}`),
  'palette-grey-500-channel',
  'text-primary',
  'text-secondary',
  'text-disabled',
  'background-default',
  'background-paper',
  'background-neutral',
  'background-default-channel',
  'divider',
  'action-active',
  'action-hover',
  'action-selected',
  'action-focus',
  'action-disabled',
  'action-disabled-background',
  'action-hover-opacity',
  'action-disabled-opacity',
  'shape-radius',
  'font-family',
  'font-family-mono',
  ...['regular', 'medium', 'semibold', 'bold'].map((w) => `font-weight-${w}`),
  ...['z1', 'z4', 'z8', 'z12', 'z16', 'z20', 'z24', 'card', 'dropdown', 'dialog'].map(
    (s) => `shadow-${s}`,
  ),
  ...['app-bar', 'nav', 'drawer', 'modal', 'popover', 'snackbar', 'tooltip'].map((z) => `z-${z}`),
  ...['shortest', 'shorter', 'short', 'standard'].map((t) => `transition-${t}`),
  'easing-standard',
  'focus-ring',
];

interface Rule {
  attrs: Record<string, string>;
  decls: Record<string, string>;
  order: number;
}

/** Parses the generated CSS into rules of `:root[attr='v']…` selectors. */
function parse(css: string): Rule[] {
  const rules: Rule[] = [];
  for (const [order, m] of [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].entries()) {
    const selector = m[1]!.trim();
    const attrs = Object.fromEntries(
      [...selector.matchAll(/\[([a-z-]+)='([^']+)'\]/g)].map((a) => [a[1]!, a[2]!]),
    );
    const decls = Object.fromEntries(
      [...m[2]!.matchAll(/--ff-([a-z0-9-]+):\s*([^;]+);/g)].map((d) => [d[1]!, d[2]!.trim()]),
    );
    rules.push({ attrs, decls, order });
  }
  return rules;
}

/** Applies the cascade (specificity = attribute count, then source order) for some attributes. */
function resolve(rules: Rule[], html: Record<string, string>): Record<string, string> {
  const matching = rules
    .filter((r) => Object.entries(r.attrs).every(([k, v]) => html[k] === v))
    .sort((a, b) => Object.keys(a.attrs).length - Object.keys(b.attrs).length || a.order - b.order);
  return Object.assign({}, ...matching.map((r) => r.decls));
}

const rules = parse(createThemeCss());

describe('createThemeCss', () => {
  const combos = presetNames.flatMap((preset) =>
    themeModes.flatMap((mode) => themeContrasts.map((contrast) => ({ preset, mode, contrast }))),
  );

  it.each(combos)(
    'resolves $preset/$mode/$contrast to exactly createThemeVars()',
    ({ preset, mode, contrast }) => {
      const resolved = resolve(rules, {
        'data-preset': preset,
        'data-mode': mode,
        'data-contrast': contrast,
      });
      expect(resolved).toEqual(createThemeVars({ preset, mode, contrast }));
      for (const name of contractVars) expect(resolved, name).toHaveProperty([name]);
    },
  );

  it('falls back to the defaults (dark, purple, default) without attributes', () => {
    expect(resolve(rules, {})).toEqual(
      createThemeVars({ mode: 'dark', preset: 'purple', contrast: 'default' }),
    );
    expect(resolve(rules, { 'data-preset': 'cyan' })['palette-primary-main']).toBe(
      presets.cyan.dark.main,
    );
    expect(resolve(rules, { 'data-mode': 'light' })['palette-primary-main']).toBe(
      presets.purple.light.main,
    );
  });

  it('writes contract values', () => {
    const v = resolve(rules, {});
    expect(v['shape-radius']).toBe('8px');
    expect(v['action-hover-opacity']).toBe('0.08');
    expect(v['action-disabled-opacity']).toBe('0.48');
    expect(v['palette-primary-main-channel']).toBe('118 53 220');
    expect(v['z-modal']).toBe('1300');
    expect(v['z-tooltip']).toBe('1600');
    expect(v['transition-shortest']).toBe('150ms');
    expect(v['font-family']).toMatch(/^'Inter Variable'/);
  });

  it('uses the preset colours of the product brief', () => {
    expect(Object.fromEntries(presetNames.map((n) => [n, presets[n].light.main]))).toEqual({
      default: '#00A76F',
      cyan: '#078DEE',
      purple: '#7635DC',
      blue: '#0C68E9',
      orange: '#FDA92D',
      red: '#FF3030',
    });
  });

  it('emits an app preset with createPresetCss', () => {
    const brand = { ...presets.blue, name: 'brand' };
    const css = createPresetCss(brand);
    const extra = parse(`${createThemeCss()}\n${css}`);
    expect(
      resolve(extra, { 'data-preset': 'brand', 'data-mode': 'light' })['palette-primary-main'],
    ).toBe(presets.blue.light.main);
  });
});

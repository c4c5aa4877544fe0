import { contrastRatio } from './color';
import { colorNames, themeContrasts, themeModes } from './palette';
import { presetNames } from './presets';
import { createThemeVars } from './vars';

const AA = 4.5;
const combos = presetNames.flatMap((preset) =>
  themeModes.flatMap((mode) => themeContrasts.map((contrast) => ({ preset, mode, contrast }))),
);

describe('WCAG AA contrast in every preset × mode × contrast', () => {
  it('covers all 24 combinations', () => {
    expect(combos).toHaveLength(24);
  });

  describe.each(combos)('$preset / $mode / $contrast', (combo) => {
    const v = createThemeVars(combo);
    const get = (name: string) => {
      const value = v[name];
      if (!value) throw new Error(`missing --ff-${name}`);
      return value;
    };

    it.each(['text-primary', 'text-secondary'])('%s on every surface', (text) => {
      for (const surface of ['background-default', 'background-paper', 'background-neutral']) {
        const ratio = contrastRatio(get(text), get(surface));
        expect(ratio, `${text} on ${surface}`).toBeGreaterThanOrEqual(AA);
      }
    });

    it.each(colorNames)('%s contrastText on main (filled button)', (color) => {
      const ratio = contrastRatio(
        get(`palette-${color}-contrast-text`),
        get(`palette-${color}-main`),
      );
      expect(ratio).toBeGreaterThanOrEqual(AA);
    });

    it.each(colorNames)('%s text shade on paper (soft/outlined/text variants)', (color) => {
      const shade = combo.mode === 'light' ? 'dark' : 'light';
      const ratio = contrastRatio(get(`palette-${color}-${shade}`), get('background-paper'));
      expect(ratio).toBeGreaterThanOrEqual(AA);
    });
  });
});

describe('contrastRatio', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
  });
});

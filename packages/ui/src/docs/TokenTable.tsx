import { contrastRatio } from '../theme/color';
import { presetNames } from '../theme/presets';
import { themeContrasts, themeModes } from '../theme/palette';
import { createThemeVars } from '../theme/vars';

const cell = { padding: '4px 8px', borderBottom: '1px solid #DFE3E8', textAlign: 'start' } as const;

/** Every `--ff-*` variable with its value in dark and light mode (purple, default contrast). */
export function TokenTable({ filter }: { filter?: RegExp }) {
  const dark = createThemeVars({ mode: 'dark' });
  const light = createThemeVars({ mode: 'light' });
  const names = Object.keys(dark).filter((n) => !filter || filter.test(n));
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 13, width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Variable</th>
          <th style={cell}>Dark</th>
          <th style={cell}>Light</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td style={cell}>
              <code>--ff-{name}</code>
            </td>
            {[dark[name], light[name]].map((value, i) => (
              <td key={i} style={cell}>
                {/^#[0-9a-f]{6}$/i.test(value ?? '') && (
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: 12,
                      height: 12,
                      marginInlineEnd: 6,
                      borderRadius: 3,
                      border: '1px solid #919EAB',
                      background: value,
                      verticalAlign: 'middle',
                    }}
                  />
                )}
                <code>{value}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The lowest WCAG ratios per combination, as computed by the contrast unit test. */
export function ContrastTable() {
  const rows = presetNames.flatMap((preset) =>
    themeModes.flatMap((mode) =>
      themeContrasts.map((contrast) => {
        const v = createThemeVars({ preset, mode, contrast });
        const surfaces = ['background-default', 'background-paper', 'background-neutral'];
        const text = Math.min(
          ...['text-primary', 'text-secondary'].flatMap((t) =>
            surfaces.map((s) => contrastRatio(v[t]!, v[s]!)),
          ),
        );
        const button = contrastRatio(
          v['palette-primary-contrast-text']!,
          v['palette-primary-main']!,
        );
        return { preset, mode, contrast, text, button };
      }),
    ),
  );
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
      <thead>
        <tr>
          {['Preset', 'Mode', 'Contrast', 'Body text (min)', 'Primary button'].map((h) => (
            <th key={h} style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.preset}-${r.mode}-${r.contrast}`}>
            <td style={cell}>{r.preset}</td>
            <td style={cell}>{r.mode}</td>
            <td style={cell}>{r.contrast}</td>
            <td style={cell}>{r.text.toFixed(2)}:1</td>
            <td style={cell}>{r.button.toFixed(2)}:1</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

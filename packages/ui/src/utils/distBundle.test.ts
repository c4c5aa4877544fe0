// @vitest-environment node
// Checks the BUILT package (packages/ui/dist, from `pnpm run build`): a consumer importing only
// Button bundles no Radix code, and `import { Button, ThemeProvider } from '@finfree/ui'` works.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const pkgDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const distIndex = join(pkgDir, 'dist/index.js');
const tsupPkg = createRequire(import.meta.url).resolve('tsup/package.json');
const tsupCli = join(tsupPkg, '..', readJson(tsupPkg).bin.tsup ?? 'dist/cli-default.js');
let workDir = '';

function readJson(file: string): { bin: Record<string, string> } {
  return JSON.parse(readFileSync(file, 'utf8')) as { bin: Record<string, string> };
}

/** Bundles `source` (an ES module importing from dist) like an app would, minus the peers. */
async function bundle(source: string): Promise<string> {
  const entry = join(workDir, `entry-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(entry, source);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: workDir,
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'out' },
      rollupOptions: {
        external: [/^react($|\/)/, /^react-dom($|\/)/, 'styled-components'],
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as {
    output: { type: string; code?: string }[];
  }[];
  return outputs
    .flatMap((o) => o.output)
    .map((chunk) => chunk.code ?? '')
    .join('\n');
}

const hasRadix = (code: string) => /@radix-ui|DismissableLayer|DirectionContext/.test(code);

beforeAll(() => {
  execFileSync(process.execPath, [tsupCli], { cwd: pkgDir, stdio: 'pipe' });
  workDir = mkdtempSync(join(tmpdir(), 'finfree-ui-bundle-'));
}, 120_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('built @finfree/ui', () => {
  it('exports Button and ThemeProvider from dist', async () => {
    const mod = (await import(/* @vite-ignore */ distIndex)) as Record<string, unknown>;
    expect(typeof mod.ThemeProvider).toBe('function');
    expect(mod.Button).toBeTruthy();
    expect(typeof mod.prePaintScript).toBe('string');
  });

  it('a bundle importing only Button contains no Radix code', async () => {
    const code = await bundle(
      `import { Button } from ${JSON.stringify(distIndex)};\nexport { Button };\n`,
    );
    expect(code).toContain('data-component');
    expect(hasRadix(code)).toBe(false);
    // Nor the theme stylesheet of GlobalStyle.
    expect(code).not.toContain("[data-preset='cyan']");
  }, 60_000);

  it('detects Radix when a component that uses it is imported (control)', async () => {
    const code = await bundle(
      `import { ThemeProvider } from ${JSON.stringify(distIndex)};\nexport { ThemeProvider };\n`,
    );
    expect(hasRadix(code)).toBe(true);
  }, 60_000);
});

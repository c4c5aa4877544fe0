// @vitest-environment node
// Checks the BUILT package (packages/ui/dist, from `pnpm run build`): a consumer importing only
// Button bundles no Radix code, a public page (MainLayout) loads none up front, a dashboard
// page loads no dialog/popover code before it is used, and
// `import { Button, ThemeProvider } from '@finfree/ui'` works.
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

interface Chunk {
  type: string;
  fileName: string;
  code?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Bundles `source` (an ES module importing from dist) like an app would, minus the peers. */
async function bundle(source: string): Promise<string> {
  return (await bundleChunks(source)).map((chunk) => chunk.code ?? '').join('\n');
}

/**
 * The code a page built from `source` loads before anything lazy: the entry chunk and the
 * chunks it imports statically (dynamic `import()` chunks are left out), plus every chunk.
 */
async function bundleInitial(source: string): Promise<{ initial: string; all: string }> {
  const chunks = await bundleChunks(source);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports ?? []) visit(byName.get(name));
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  const code = (list: Chunk[]) => list.map((chunk) => chunk.code ?? '').join('\n');
  return {
    initial: code(chunks.filter((chunk) => seen.has(chunk.fileName))),
    all: code(chunks),
  };
}

async function bundleChunks(source: string): Promise<Chunk[]> {
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
  const outputs = (Array.isArray(result) ? result : [result]) as { output: Chunk[] }[];
  return outputs.flatMap((o) => o.output).filter((chunk) => chunk.type === 'chunk');
}

const hasRadix = (code: string) => /@radix-ui|DismissableLayer|DirectionContext/.test(code);
/** Radix parts other than the 20-line direction context ThemeProvider feeds (popper, layers…). */
const hasHeavyRadix = (code: string) =>
  /react-(popover|dialog|tooltip|popper|portal|focus-scope|dismissable-layer|presence)|DismissableLayer|FocusScope|floating-ui|PopperContent|react-toastify|Toastify/.test(
    code,
  );
/** The `@radix-ui/*` packages whose code (region comments) is in `code`. */
const radixModules = (code: string) => [
  ...new Set((code.match(/@radix-ui[+/][a-z-]+/g) ?? []).map((m) => m.replace('+', '/'))),
];
const mainLayoutEntry = (extra = '') =>
  `import { MainLayout${extra} } from ${JSON.stringify(distIndex)};\nexport { MainLayout${extra} };\n`;

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

  it('a page with MainLayout alone loads no Radix code before a dropdown is used, and its drawer none at all', async () => {
    const { initial, all } = await bundleInitial(mainLayoutEntry());
    expect(initial).toContain('data-component');
    expect(initial).toContain('MainLayout');
    expect(hasRadix(initial)).toBe(false);
    expect(hasHeavyRadix(initial)).toBe(false);
    // The phone drawer is a native <dialog> in the first load, with no Radix Dialog anywhere.
    expect(initial).toContain('commandfor');
    expect(radixModules(all)).not.toContain('@radix-ui/react-dialog');
    // The dropdowns and captions are still there, in lazy chunks (control).
    expect(hasHeavyRadix(all)).toBe(true);
    expect(radixModules(all)).toEqual(expect.arrayContaining(['@radix-ui/react-popover']));
  }, 60_000);

  it('MainLayout + ThemeProvider + SettingsProvider load only the Radix direction context', async () => {
    const { initial } = await bundleInitial(mainLayoutEntry(', ThemeProvider, SettingsProvider'));
    expect(initial).toContain('DirectionContext');
    expect(hasHeavyRadix(initial)).toBe(false);
    expect(radixModules(initial)).toEqual(['@radix-ui/react-direction']);
  }, 60_000);

  it('a dashboard page loads no Radix dialog, popover or popper before they are used', async () => {
    const names = 'DashboardLayout, AccountPopover, SettingsButton, SettingsDrawer';
    const { initial, all } = await bundleInitial(
      `import { ${names} } from ${JSON.stringify(distIndex)};\nexport { ${names} };\n`,
    );
    expect(initial).toContain('DashboardLayout');
    expect(initial).toContain('SettingsButton');
    expect(hasHeavyRadix(initial)).toBe(false);
    // The account menu, the settings drawer, the mobile drawer and the mini navigation's
    // popovers are still there, in lazy chunks (control).
    expect(radixModules(all)).toEqual(
      expect.arrayContaining(['@radix-ui/react-popover', '@radix-ui/react-dialog']),
    );
    expect(all).toContain('SettingsDrawerPanel');
    expect(all).toContain('AccountMenu');
    expect(all).toContain('DashboardMobileNav');
  }, 60_000);

  it.each(['AuthLayout', 'MinimalLayout'])(
    '%s imports no Radix code at all',
    async (name) => {
      const { all } = await bundleInitial(
        `import { ${name} } from ${JSON.stringify(distIndex)};\nexport { ${name} };\n`,
      );
      expect(all).toContain(`data-component`);
      expect(hasRadix(all)).toBe(false);
    },
    60_000,
  );

  it('LazyToaster + notify keep react-toastify out of the first load', async () => {
    const { initial, all } = await bundleInitial(
      `import { LazyToaster, notify } from ${JSON.stringify(distIndex)};\nexport { LazyToaster, notify };\n`,
    );
    expect(initial).toContain('ff-toast-');
    expect(initial).not.toMatch(/react-toastify|Toastify__/);
    expect(all).toMatch(/Toastify__/);
  }, 60_000);

  it('detects Radix when a component that uses it is imported (control)', async () => {
    const code = await bundle(
      `import { ThemeProvider } from ${JSON.stringify(distIndex)};\nexport { ThemeProvider };\n`,
    );
    expect(hasRadix(code)).toBe(true);
  }, 60_000);
});

// The main entry must stay framework-free: walk the source import graph from src/index.ts.
// (After a build, `pnpm run check:entry` checks dist/index.js the same way.)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const specifiers = /(?:import|export)\s*(?:type\s+)?(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]/g;

function externalImports(entry: string) {
  const seen = new Set<string>();
  const external = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      if (!spec) continue;
      if (!spec.startsWith('.')) {
        external.add(spec);
        continue;
      }
      const base = resolve(dirname(file), spec);
      const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => existsSync(f));
      if (!found) throw new Error(`cannot resolve ${spec} from ${file}`);
      queue.push(found);
    }
  }
  return { files: seen.size, external: [...external].sort() };
}

describe('entry points', () => {
  it('the main entry imports no React and no React library', () => {
    const { files, external } = externalImports(resolve(here, 'index.ts'));
    expect(files).toBeGreaterThan(5);
    expect(external).toEqual(['axios', 'jwt-decode']);
  });

  it('the react entry is where React and TanStack Query come in', () => {
    const { external } = externalImports(resolve(here, 'react/index.ts'));
    expect(external).toEqual(expect.arrayContaining(['react', '@tanstack/react-query']));
  });
});

// Checks the built main entry (dist/index.js and every chunk it imports) loads no React:
// `@finfree/core` must stay framework-free; React lives on `@finfree/core/react`.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = resolve(root, 'dist/index.js');
const forbidden = /^(react|react-dom|scheduler|@tanstack\/react-query)(\/|$)/;
const specifiers =
  /(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const seen = new Set();
const problems = [];
const queue = [entry];
while (queue.length) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(specifiers)) {
    const spec = match[1] ?? match[2];
    if (spec.startsWith('.')) queue.push(resolve(dirname(file), spec));
    else if (forbidden.test(spec)) problems.push(`${relative(root, file)} imports ${spec}`);
  }
}

if (problems.length) {
  console.error(`dist/index.js must not load React:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dist/index.js loads no React (${seen.size} files checked).`);

// Source comments and the published type declarations state the behaviour itself; they never
// cite the original specification ("seed", "seed §N"), a document that is not in the repository.
// The API's demo-data seeding (`seed()`, `migrate+seed`) is a real feature and stays allowed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function walk(dir, accept, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, accept, out);
    else if (accept(path)) out.push(path);
  }
  return out;
}

const source = (path) => /\.(ts|tsx|mts|mjs|mdx)$/.test(path);
const declaration = (path) => /\.d\.(ts|mts|cts)$/.test(path);
const dirs = (parent) =>
  existsSync(join(root, parent))
    ? readdirSync(join(root, parent)).map((name) => join(root, parent, name))
    : [];

/** A citation of the specification, in any file. */
const citation =
  /seed\s*§|§\s*\d+.*\bseed\b|\(seed\b|\bseed\)|\bseed,|\bseed's\b|\bseed[- ]spec|\bthe seed\b|\bseed:\s*["'\d]/i;
/** In the UI and client packages and the web app, "seed" has no other meaning at all. */
const anyMention = /\bseed\b/i;

/** The comment part of a line (`// …`, `/* …`, ` * …`), or the whole line. */
function commentOf(line) {
  const trimmed = line.trim();
  if (trimmed.startsWith('*')) return trimmed;
  const at = line.search(/\/\/|\/\*/);
  return at === -1 ? '' : line.slice(at);
}

function offences(files, pattern, part = (line) => line) {
  const found = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (pattern.test(part(line)))
          found.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('no citations of the specification', () => {
  it('in the source of the packages and the web app', () => {
    const files = [
      ...dirs('packages').flatMap((p) => walk(join(p, 'src'), source)),
      ...walk(join(root, 'apps/web/src'), source),
      ...walk(join(root, 'apps/web/e2e'), source),
    ];
    expect(files.length).toBeGreaterThan(100);
    expect(offences(files, anyMention)).toEqual([]);
  });

  it('in the API source (its demo-data seeding aside)', () => {
    const files = walk(join(root, 'apps/api/src'), source);
    expect(files.length).toBeGreaterThan(10);
    // Only comments: `prng(seed)` and fast-check's `{ seed: 42 }` are code.
    expect(offences(files, citation, commentOf)).toEqual([]);
  });

  it('in the built type declarations of the packages', () => {
    const files = dirs('packages').flatMap((p) => walk(join(p, 'dist'), declaration));
    // Nothing built yet (a fresh checkout): the source test above covers what they come from.
    expect(offences(files, anyMention)).toEqual([]);
  });

  it('recognises a citation', () => {
    expect(citation.test('/** Width in px (seed §9). */')).toBe(true);
    expect(citation.test('// Defaults (seed, exact)')).toBe(true);
    expect(citation.test('/** Width in px (seed: 200). */')).toBe(true);
    expect(citation.test(commentOf('{ numRuns: 15, seed: 42 }'))).toBe(false);
    expect(citation.test(commentOf('  * Signed-in pages (seed §4): loading'))).toBe(true);
    expect(anyMention.test('seedBootData(client, data)')).toBe(false);
    expect(citation.test("console.log('nothing to seed: data already present')")).toBe(false);
  });
});

// Each storage key and boot id is declared once (core's STORAGE_KEYS, src/app/bootIds.ts): a
// copy written out anywhere else would drift from it unseen. This scans the app, its build
// scripts, the API and the repository's scripts for the literal values.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { STORAGE_KEYS } from '@finfree/core';
import * as bootIds from './bootIds';

const root = join(import.meta.dirname, '../../../..');
const scanned = ['apps/web/src', 'apps/web/scripts', 'apps/api/src', 'scripts'];
const alsoScanned = ['apps/web/index.html', 'apps/web/vite.config.ts'];
/** The one declaration of each value. */
const declarations = new Set([
  'packages/core/src/auth/storageKeys.ts',
  'apps/web/src/app/bootIds.ts',
]);
const skippedDirectories = new Set(['node_modules', 'dist', 'generated', 'fixtures', 'stories']);
/** Tests and fixtures may spell the values out (they check them). */
const isTestOrFixture = (path: string) =>
  /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(path) ||
  /(^|\/)(test|tests|testing|e2e)\//.test(path) ||
  /[Ff]ixtures?\.[jt]sx?$/.test(path);

function filesUnder(directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return skippedDirectories.has(entry.name) ? [] : filesUnder(path);
    return /\.([cm]?[jt]sx?|html)$/.test(entry.name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word that is also ordinary code (`role: 'user'`): only its use as a storage key counts. */
const commonWords = new Set(['user']);

/** The patterns a copy of each value would match, named by the value. */
const patterns: [string, RegExp][] = [
  ...Object.values(STORAGE_KEYS).map((key): [string, RegExp] => [
    key,
    commonWords.has(key)
      ? new RegExp(`(getItem|setItem|removeItem)\\(\\s*['"\`]${escape(key)}['"\`]`)
      : new RegExp(`['"\`]${escape(key)}`),
  ]),
  ...Object.values(bootIds)
    .flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)))
    .map((id): [string, RegExp] => [id, new RegExp(`(?<![\\w.-])${escape(id)}(?![\\w-])`)]),
];

/** `file:line: value` for every copy, outside comments. */
function copies(): string[] {
  const files = [...scanned.flatMap(filesUnder), ...alsoScanned].filter(
    (path) => !declarations.has(path) && !isTestOrFixture(path),
  );
  return files.flatMap((path) =>
    readFileSync(join(root, path), 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        if (/^\s*(\/\/|\/?\*)/.test(line)) return [];
        return patterns
          .filter(([, pattern]) => pattern.test(line))
          .map(([value]) => `${path}:${index + 1}: ${value}`);
      }),
  );
}

describe('storage keys and boot ids', () => {
  it('are written out only in their one declaration', () => {
    expect(copies()).toEqual([]);
  });

  it('are all distinct and looked for', () => {
    const values = patterns.map(([value]) => value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual(
      expect.arrayContaining(['accessToken', 'user', 'i18nextLng', 'finfree-boot', 'data-app']),
    );
    expect(relative(root, import.meta.dirname)).toBe('apps/web/src/app');
  });
});

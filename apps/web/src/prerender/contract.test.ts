// scripts/prerender.mjs (plain Node, run after the build) cannot import this TypeScript: it
// takes the ids, attributes, placeholders and storage keys from the built renderer, which
// re-exports them (src/prerender/entry.tsx). These tests keep that hand-over whole.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_KEYS } from '@finfree/core';
import * as bootIds from '../app/bootIds';
import { BOOT_DATA_ELEMENT_ID } from '../app/bootData';
import { languages, LANGUAGE_COOKIE, LANGUAGE_QUERY } from '../i18n/languages';
import { PRERENDERED_NO_VARY_SEARCH } from './speculationRules';
import { SERVED_DATA_ELEMENT_ID } from './headScript';

const read = (path: string) => readFileSync(join(import.meta.dirname, path), 'utf8');
const script = read('../../scripts/prerender.mjs');
const entry = read('./entry.tsx');

describe('the prerender script and the app', () => {
  it('takes from the renderer only what the renderer exports', () => {
    expect(entry).toContain("export * from '../app/bootIds';");
    expect(entry).toContain("export { STORAGE_KEYS } from '@finfree/core';");
    const taken = /const \{([^}]*)\} = await import\(pathToFileURL\(join\(renderer, 'entry\.js'\)\)/
      .exec(script)?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(taken).toContain('TEMPLATE_PLACEHOLDERS');
    const exported = new Set([
      'render',
      'prerenderPages',
      'languages',
      'directionOf',
      'STORAGE_KEYS',
      ...Object.keys(bootIds),
    ]);
    expect(taken?.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('agree on the boot data element and the placeholders', () => {
    // The head script reads the same element as the marker of a page served with its data.
    expect(SERVED_DATA_ELEMENT_ID).toBe(BOOT_DATA_ELEMENT_ID);
    expect(bootIds.TEMPLATE_PLACEHOLDERS.boot).toBe(`<!--${BOOT_DATA_ELEMENT_ID}-->`);
    expect(new Set(Object.values(bootIds.TEMPLATE_PLACEHOLDERS)).size).toBe(3);
    expect(STORAGE_KEYS.accessToken).toBeTruthy();
  });
});

describe('the API server and the app', () => {
  const api = readFileSync(
    join(import.meta.dirname, '../../../api/src/lib/page-language.ts'),
    'utf8',
  );
  const pages = readFileSync(
    join(import.meta.dirname, '../../../api/src/plugins/web-pages.ts'),
    'utf8',
  );
  it('agree on the language cookie, the address parameter and the languages of the public pages', () => {
    expect(api).toContain(`LANGUAGE_COOKIE = '${LANGUAGE_COOKIE}'`);
    expect(api).toContain(`LANGUAGE_QUERY = '${LANGUAGE_QUERY}'`);
    // The pages vary on the language parameter only, as their speculation rules expect.
    expect(PRERENDERED_NO_VARY_SEARCH).toContain(`"${LANGUAGE_QUERY}"`);
    expect(pages).toContain(`PAGES_NO_VARY_SEARCH = '${PRERENDERED_NO_VARY_SEARCH}'`);
    expect(api).toContain(
      `PAGE_LANGUAGES = [${languages.map((l) => `'${l}'`).join(', ')}] as const`,
    );
  });
});

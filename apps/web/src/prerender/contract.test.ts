// scripts/prerender.mjs (plain Node, run after the build) cannot import this TypeScript; these
// tests keep the names it writes and the names the app reads the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_DATA_ELEMENT_ID } from '../app/bootData';
import { languages, LANGUAGE_COOKIE } from '../i18n/languages';
import {
  APP_MODULES_ELEMENT_ID,
  SERVED_DATA_ELEMENT_ID,
  STALE_PRERENDER_ATTRIBUTE,
} from './headScript';

const script = readFileSync(join(import.meta.dirname, '../../scripts/prerender.mjs'), 'utf8');

describe('the prerender script and the app', () => {
  it('agree on the module list element, the stale marker and the template placeholders', () => {
    expect(script).toContain(`id="${APP_MODULES_ELEMENT_ID}"`);
    expect(script).toContain(`html[${STALE_PRERENDER_ATTRIBUTE}=stale]`);
    // The API replaces the placeholder with <script … id="finfree-boot"> (apps/api/src/web-pages.ts).
    expect(script).toContain("BOOT_PLACEHOLDER = '<!--finfree-boot-->'");
    // …and, in the template of a page it renders with its data, the markup and its styles.
    expect(script).toContain("ROOT_PLACEHOLDER = '<!--finfree-root-->'");
    expect(script).toContain("STYLES_PLACEHOLDER = '<!--finfree-styles-->'");
    expect(BOOT_DATA_ELEMENT_ID).toBe('finfree-boot');
    // The head script reads the same element as the marker of a page served with its data.
    expect(SERVED_DATA_ELEMENT_ID).toBe(BOOT_DATA_ELEMENT_ID);
  });
});

describe('the API server and the app', () => {
  const api = readFileSync(
    join(import.meta.dirname, '../../../api/src/plugins/page-language.ts'),
    'utf8',
  );
  it('agree on the language cookie and the languages of the public pages', () => {
    expect(api).toContain(`LANGUAGE_COOKIE = '${LANGUAGE_COOKIE}'`);
    expect(api).toContain(
      `PAGE_LANGUAGES = [${languages.map((l) => `'${l}'`).join(', ')}] as const`,
    );
  });
});

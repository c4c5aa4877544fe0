import { ar } from './locales/ar';
import { en } from './locales/en';
import { fr } from './locales/fr';

/** Every leaf key path of a catalogue, e.g. `landing.faq.q1`. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  );
}

/** Every {{placeholder}} of a string. */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function leaf(catalogue: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], catalogue);
}

describe('translation catalogues', () => {
  const reference = keys(en).sort();

  it.each([
    ['fr', fr],
    ['ar', ar],
  ])('%s has exactly the English keys, none empty', (_name, catalogue) => {
    expect(keys(catalogue).sort()).toEqual(reference);
    for (const path of reference) expect(String(leaf(catalogue, path)).trim()).not.toBe('');
  });

  it.each([
    ['fr', fr],
    ['ar', ar],
  ])('%s keeps every interpolation placeholder of English', (_name, catalogue) => {
    for (const path of reference) {
      expect({ path, vars: placeholders(String(leaf(catalogue, path))) }).toEqual({
        path,
        vars: placeholders(String(leaf(en, path))),
      });
    }
  });

  it('detects a key missing from a language', () => {
    const broken = structuredClone(fr) as { nav: Partial<typeof fr.nav> };
    delete broken.nav.payouts;
    expect(keys(broken).sort()).not.toEqual(reference);
  });
});

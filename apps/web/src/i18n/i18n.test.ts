import { ar } from './locales/ar';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { ar as adminAr } from './locales/admin/ar';
import { en as adminEn } from './locales/admin/en';
import { fr as adminFr } from './locales/admin/fr';
import { ar as connectAr } from './locales/connect/ar';
import { en as connectEn } from './locales/connect/en';
import { fr as connectFr } from './locales/connect/fr';
import { ar as outlookAr } from './locales/outlook/ar';
import { en as outlookEn } from './locales/outlook/en';
import { fr as outlookFr } from './locales/outlook/fr';
import { ar as billingAr } from './locales/billing/ar';
import { en as billingEn } from './locales/billing/en';
import { fr as billingFr } from './locales/billing/fr';
import { ar as dashboardAr } from './locales/dashboard/ar';
import { en as dashboardEn } from './locales/dashboard/en';
import { fr as dashboardFr } from './locales/dashboard/fr';
import { ar as tradesAr } from './locales/trades/ar';
import { en as tradesEn } from './locales/trades/en';
import { fr as tradesFr } from './locales/trades/fr';
import { ar as landingAr } from './locales/landing/ar';
import { en as landingEn } from './locales/landing/en';
import { fr as landingFr } from './locales/landing/fr';
import { ar as legalAr } from './locales/legal/ar';
import { en as legalEn } from './locales/legal/en';
import { fr as legalFr } from './locales/legal/fr';
import { ar as trackRecordAr } from './locales/track-record/ar';
import { en as trackRecordEn } from './locales/track-record/en';
import { fr as trackRecordFr } from './locales/track-record/fr';
import { ar as sessionAr } from './locales/session/ar';
import { en as sessionEn } from './locales/session/en';
import { fr as sessionFr } from './locales/session/fr';

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

// The main catalogue and the bundles that load with their screens, checked as one.
const english = {
  ...en,
  ...dashboardEn,
  trades: tradesEn,
  billing: billingEn,
  admin: adminEn,
  connect: connectEn,
  outlook: outlookEn,
  session: sessionEn,
  trackRecord: trackRecordEn,
  legal: legalEn,
  landing: landingEn,
};
const french = {
  ...fr,
  ...dashboardFr,
  trades: tradesFr,
  billing: billingFr,
  admin: adminFr,
  connect: connectFr,
  outlook: outlookFr,
  session: sessionFr,
  trackRecord: trackRecordFr,
  legal: legalFr,
  landing: landingFr,
};
const arabic = {
  ...ar,
  ...dashboardAr,
  trades: tradesAr,
  billing: billingAr,
  admin: adminAr,
  connect: connectAr,
  outlook: outlookAr,
  session: sessionAr,
  trackRecord: trackRecordAr,
  legal: legalAr,
  landing: landingAr,
};

describe('translation catalogues', () => {
  const reference = keys(english).sort();

  it.each([
    ['fr', french],
    ['ar', arabic],
  ])('%s has exactly the English keys, none empty', (_name, catalogue) => {
    expect(keys(catalogue).sort()).toEqual(reference);
    for (const path of reference) expect(String(leaf(catalogue, path)).trim()).not.toBe('');
  });

  it.each([
    ['fr', french],
    ['ar', arabic],
  ])('%s keeps every interpolation placeholder of English', (_name, catalogue) => {
    for (const path of reference) {
      expect({ path, vars: placeholders(String(leaf(catalogue, path))) }).toEqual({
        path,
        vars: placeholders(String(leaf(english, path))),
      });
    }
  });

  // A control shows `<key>` and is named `<key>For` (e.g. "Snooze alerts" named "Snooze alerts
  // of GBPJPY"): its visible text must be part of its accessible name (WCAG 2.5.3, axe's
  // label-content-name-mismatch), in every language.
  const namedFor = reference.filter(
    (path) => path.endsWith('For') && reference.includes(path.slice(0, -'For'.length)),
  );

  it.each([
    ['en', english],
    ['fr', french],
    ['ar', arabic],
  ])('%s names each `<key>For` control with its visible `<key>` text', (_name, catalogue) => {
    expect(namedFor.length).toBeGreaterThan(0);
    for (const path of namedFor) {
      const shown = String(leaf(catalogue, path.slice(0, -'For'.length)));
      expect({ path, name: String(leaf(catalogue, path)) }).toEqual({
        path,
        name: expect.stringContaining(shown),
      });
    }
  });

  it('keeps the bundles that load with their screens apart from the main catalogue', () => {
    expect(Object.keys(en)).not.toContain('billing');
    expect(Object.keys(en)).not.toContain('admin');
    expect(Object.keys(en)).not.toContain('connect');
    expect(Object.keys(en)).not.toContain('outlook');
    expect(Object.keys(en)).not.toContain('session');
    expect(Object.keys(en)).not.toContain('landing');
    expect(Object.keys(en)).not.toContain('trackRecord');
    for (const section of Object.keys(dashboardEn)) expect(Object.keys(en)).not.toContain(section);
    // The dashboard's catalogue carries neither the public track record's nor the account page's,
    // nor the trades' (a bundle of their own, for the screens that show trades).
    expect(Object.keys(dashboardEn)).not.toContain('trackRecord');
    expect(Object.keys(dashboardEn)).not.toContain('account');
    expect(Object.keys(dashboardEn)).not.toContain('trades');
  });

  it('detects a key missing from a language', () => {
    const broken = structuredClone(french) as { nav: Partial<typeof fr.nav> };
    delete broken.nav.payouts;
    expect(keys(broken).sort()).not.toEqual(reference);
  });
});

import type { Language } from './languages';

// The catalogues only the app's screens load, never the public pages' islands: the app's router
// registers them (`registerBundles`), so their loaders are not in the public pages' first load
// (the shared boot chunk, where `i18n/index.ts` is). A story's harness registers them too.
export const screenBundles = {
  billing: {
    en: () => import('./locales/billing/en').then((m) => m.en),
    fr: () => import('./locales/billing/fr').then((m) => m.fr),
    ar: () => import('./locales/billing/ar').then((m) => m.ar),
  },
  session: {
    en: () => import('./locales/session/en').then((m) => m.en),
    fr: () => import('./locales/session/fr').then((m) => m.fr),
    ar: () => import('./locales/session/ar').then((m) => m.ar),
  },
  connect: {
    en: () => import('./locales/connect/en').then((m) => m.en),
    fr: () => import('./locales/connect/fr').then((m) => m.fr),
    ar: () => import('./locales/connect/ar').then((m) => m.ar),
  },
  outlook: {
    en: () => import('./locales/outlook/en').then((m) => m.en),
    fr: () => import('./locales/outlook/fr').then((m) => m.fr),
    ar: () => import('./locales/outlook/ar').then((m) => m.ar),
  },
} satisfies Record<string, Record<Language, () => Promise<object>>>;

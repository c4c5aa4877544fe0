import type { Language } from '../../languages';

/** The keys several consoles share (`admin.title`, `admin.common`). */
const common = {
  en: () => import('./common/en').then((m) => m.en),
  fr: () => import('./common/fr').then((m) => m.fr),
  ar: () => import('./common/ar').then((m) => m.ar),
};

/** A part with the shared keys beside its own. */
const withCommon = (language: Language, own: Promise<object>) =>
  Promise.all([common[language](), own]).then(([shared, messages]) => ({ ...shared, ...messages }));

/**
 * The parts of the admin catalogue, each loaded by the consoles that use it (`admin.members`:
 * the members console and its refund dialog). Each part's keys join the others under `admin`.
 */
export const adminParts = {
  common,
  members: {
    en: () =>
      withCommon(
        'en',
        import('./members/en').then((m) => m.en),
      ),
    fr: () =>
      withCommon(
        'fr',
        import('./members/fr').then((m) => m.fr),
      ),
    ar: () =>
      withCommon(
        'ar',
        import('./members/ar').then((m) => m.ar),
      ),
  },
  disputes: {
    en: () => import('./disputes/en').then((m) => m.en),
    fr: () => import('./disputes/fr').then((m) => m.fr),
    ar: () => import('./disputes/ar').then((m) => m.ar),
  },
  trades: {
    en: () =>
      withCommon(
        'en',
        import('./trades/en').then((m) => m.en),
      ),
    fr: () =>
      withCommon(
        'fr',
        import('./trades/fr').then((m) => m.fr),
      ),
    ar: () =>
      withCommon(
        'ar',
        import('./trades/ar').then((m) => m.ar),
      ),
  },
  payouts: {
    en: () =>
      withCommon(
        'en',
        import('./payouts/en').then((m) => m.en),
      ),
    fr: () =>
      withCommon(
        'fr',
        import('./payouts/fr').then((m) => m.fr),
      ),
    ar: () =>
      withCommon(
        'ar',
        import('./payouts/ar').then((m) => m.ar),
      ),
  },
  plans: {
    en: () =>
      withCommon(
        'en',
        import('./plans/en').then((m) => m.en),
      ),
    fr: () =>
      withCommon(
        'fr',
        import('./plans/fr').then((m) => m.fr),
      ),
    ar: () =>
      withCommon(
        'ar',
        import('./plans/ar').then((m) => m.ar),
      ),
  },
  audit: {
    en: () => import('./audit/en').then((m) => m.en),
    fr: () => import('./audit/fr').then((m) => m.fr),
    ar: () => import('./audit/ar').then((m) => m.ar),
  },
} satisfies Record<string, Record<Language, () => Promise<object>>>;

/** The name of a part of the admin catalogue. */
export type AdminPart = keyof typeof adminParts;

import type { Language } from '../../languages';

/** One part's loader per language (each a literal `import()`, so the build splits them). */
type PartLoaders = Record<Language, () => Promise<object>>;

/** The keys several consoles share (`admin.title`, `admin.common`). */
const common = {
  en: () => import('./common/en').then((m) => m.en),
  fr: () => import('./common/fr').then((m) => m.fr),
  ar: () => import('./common/ar').then((m) => m.ar),
} satisfies PartLoaders;

/** A part whose loaders bring the shared keys beside its own. */
const withCommon = (own: PartLoaders): PartLoaders => {
  const both = (language: Language) => () =>
    Promise.all([common[language](), own[language]()]).then(([shared, messages]) => ({
      ...shared,
      ...messages,
    }));
  return { en: both('en'), fr: both('fr'), ar: both('ar') };
};

/**
 * The parts of the admin catalogue, each loaded by the consoles that use it (`admin.members`:
 * the members console and its refund dialog). Each part's keys join the others under `admin`.
 */
export const adminParts = {
  common,
  members: withCommon({
    en: () => import('./members/en').then((m) => m.en),
    fr: () => import('./members/fr').then((m) => m.fr),
    ar: () => import('./members/ar').then((m) => m.ar),
  }),
  disputes: {
    en: () => import('./disputes/en').then((m) => m.en),
    fr: () => import('./disputes/fr').then((m) => m.fr),
    ar: () => import('./disputes/ar').then((m) => m.ar),
  },
  trades: withCommon({
    en: () => import('./trades/en').then((m) => m.en),
    fr: () => import('./trades/fr').then((m) => m.fr),
    ar: () => import('./trades/ar').then((m) => m.ar),
  }),
  payouts: withCommon({
    en: () => import('./payouts/en').then((m) => m.en),
    fr: () => import('./payouts/fr').then((m) => m.fr),
    ar: () => import('./payouts/ar').then((m) => m.ar),
  }),
  plans: withCommon({
    en: () => import('./plans/en').then((m) => m.en),
    fr: () => import('./plans/fr').then((m) => m.fr),
    ar: () => import('./plans/ar').then((m) => m.ar),
  }),
  outlook: withCommon({
    en: () => import('./outlook/en').then((m) => m.en),
    fr: () => import('./outlook/fr').then((m) => m.fr),
    ar: () => import('./outlook/ar').then((m) => m.ar),
  }),
  audit: {
    en: () => import('./audit/en').then((m) => m.en),
    fr: () => import('./audit/fr').then((m) => m.fr),
    ar: () => import('./audit/ar').then((m) => m.ar),
  },
} satisfies Record<string, PartLoaders>;

/** The name of a part of the admin catalogue. */
export type AdminPart = keyof typeof adminParts;

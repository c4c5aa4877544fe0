import type { PageLanguage } from '../../lib/page-language';

/**
 * What a plan can promise: only what Finfree has. Each feature names where a member finds it —
 * a screen of the app, or a platform the owner sets up in Connect (then it is listed only while
 * that platform is on). A plan stores the keys; its list is these labels, in the reader's
 * language. A feature is added here when it exists, never before.
 */
/** A feature a plan can promise. */
export interface PlanFeature {
  /** The app's screen where a member finds it. */
  screen: string;
  /** The Connect platform it needs on: listed only while it is. */
  integration?: FeatureIntegration;
  label: Record<PageLanguage, string>;
}

/** The Connect platforms a feature may need. */
export type FeatureIntegration = 'telegram' | 'discord';

/** Every feature's key, in the catalogue's order (plans list theirs in their own order). */
export const PLAN_FEATURE_KEYS = [
  'live-signals',
  'trade-levels',
  'trade-updates',
  'trade-history',
  'market-outlook',
  'email-alerts',
  'phone-alerts',
  'telegram-channel',
  'discord-role',
  'webhook',
] as const;

/** A feature's key. */
export type PlanFeatureKey = (typeof PLAN_FEATURE_KEYS)[number];

export const PLAN_FEATURES: Readonly<Record<PlanFeatureKey, PlanFeature>> = {
  'live-signals': {
    screen: '/dashboard/trades',
    label: {
      en: 'Live forex, crypto and index signals',
      fr: 'Signaux forex, crypto et indices en direct',
      ar: 'إشارات مباشرة للفوركس والعملات الرقمية والمؤشرات',
    },
  },
  'trade-levels': {
    screen: '/dashboard/trades',
    label: {
      en: 'Entry, stop loss and take-profits on every trade',
      fr: 'Entrée, stop loss et objectifs de profit pour chaque trade',
      ar: 'الدخول ووقف الخسارة وأهداف الربح لكل صفقة',
    },
  },
  'trade-updates': {
    screen: '/dashboard/trades',
    label: {
      en: 'Instant trade updates in the app',
      fr: 'Mises à jour des trades en direct dans l’app',
      ar: 'تحديثات فورية للصفقات في التطبيق',
    },
  },
  'trade-history': {
    screen: '/dashboard/trades',
    label: {
      en: 'Full trade history and statistics',
      fr: 'Historique complet des trades et statistiques',
      ar: 'السجل الكامل للصفقات والإحصاءات',
    },
  },
  'market-outlook': {
    screen: '/dashboard/outlook',
    label: {
      en: 'The analysts’ weekly market outlook',
      fr: 'Les perspectives de marché hebdomadaires des analystes',
      ar: 'التوقعات الأسبوعية للسوق من المحللين',
    },
  },
  'email-alerts': {
    screen: '/dashboard/one',
    label: {
      en: 'An e-mail for every trade, or a digest',
      fr: 'Un e-mail pour chaque trade, ou un récapitulatif',
      ar: 'بريد إلكتروني لكل صفقة، أو ملخص',
    },
  },
  'phone-alerts': {
    screen: '/dashboard/one',
    label: {
      en: 'Phone alerts for every trade',
      fr: 'Alertes sur votre téléphone pour chaque trade',
      ar: 'تنبيهات على هاتفك لكل صفقة',
    },
  },
  'telegram-channel': {
    screen: '/dashboard/connect',
    integration: 'telegram',
    label: {
      en: 'The members’ Telegram channel',
      fr: 'Le canal Telegram des membres',
      ar: 'قناة تيليجرام الخاصة بالأعضاء',
    },
  },
  'discord-role': {
    screen: '/dashboard/connect',
    integration: 'discord',
    label: {
      en: 'The members’ role on our Discord server',
      fr: 'Le rôle de membre sur notre serveur Discord',
      ar: 'دور الأعضاء على خادم ديسكورد الخاص بنا',
    },
  },
  webhook: {
    screen: '/dashboard/connect',
    label: {
      en: 'Every trade sent to your own webhook',
      fr: 'Chaque trade envoyé à votre propre webhook',
      ar: 'كل صفقة تُرسل إلى الويب هوك الخاص بك',
    },
  },
};

/** Whether `key` is a feature of the catalogue. */
export const isPlanFeatureKey = (key: string): key is PlanFeatureKey =>
  Object.hasOwn(PLAN_FEATURES, key);

/** Whether a feature can be used now: its screen exists; its platform, if any, is on. */
export function featureAvailable(
  key: PlanFeatureKey,
  on: ReadonlySet<FeatureIntegration>,
): boolean {
  const { integration } = PLAN_FEATURES[key];
  return integration === undefined || on.has(integration);
}

/** The labels a plan lists: its features that can be used now, in its order, in `language`. */
export function featureLabels(
  keys: readonly PlanFeatureKey[],
  language: PageLanguage,
  on: ReadonlySet<FeatureIntegration>,
): string[] {
  return keys
    .filter((key) => featureAvailable(key, on))
    .map((key) => PLAN_FEATURES[key].label[language]);
}

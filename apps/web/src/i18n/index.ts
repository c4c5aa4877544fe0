import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { ar } from './locales/ar';
import { en } from './locales/en';
import { fr } from './locales/fr';

export const languages = ['en', 'fr', 'ar'] as const;
export type Language = (typeof languages)[number];

/** localStorage key of the chosen language (i18next's own key). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const resources = {
  en: { translation: en },
  fr: { translation: fr },
  ar: { translation: ar },
} as const;

/** The direction a language is written in. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return language.startsWith('ar') ? 'rtl' : 'ltr';
}

export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language ?? 'en';
  return (languages as readonly string[]).includes(lng) ? (lng as Language) : 'en';
}

void i18next
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false }, // React escapes
    detection: {
      // The stored language entry is read at start; nothing else is persisted.
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    returnNull: false,
  });

i18next.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export { i18next as i18n };

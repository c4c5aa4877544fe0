import { STORAGE_KEYS } from '../../../../packages/core/src/auth/storageKeys';

/** The app's languages (the first is the default). */
export const languages = ['en', 'fr', 'ar'] as const;
export type Language = (typeof languages)[number];

/** localStorage key of the chosen language (i18next's own key; core's `STORAGE_KEYS.language`). */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;

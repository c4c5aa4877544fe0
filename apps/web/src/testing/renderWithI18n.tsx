// Unit tests of web components: render inside a private i18next instance holding the English
// catalogue, the public site's texts and the signed-in screens' texts (placed as the app loads
// them), so a test reads the same texts as the app without starting the app's i18n.
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { en as dashboard } from '../i18n/locales/dashboard/en';
import { en } from '../i18n/locales/en';
import { en as landing } from '../i18n/locales/landing/en';
import { en as trades } from '../i18n/locales/trades/en';

const i18n = i18next.createInstance();
const ready = i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { ...en, ...dashboard, trades, landing } } },
  interpolation: { escapeValue: false },
});

/** Starts the test i18n instance; call it in a `beforeAll`. */
export const initTestI18n = () => ready;

/** Renders `node` with the English catalogue (after {@link initTestI18n}). */
export const renderWithI18n = (node: ReactNode) =>
  render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

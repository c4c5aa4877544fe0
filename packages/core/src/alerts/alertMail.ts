import type { AlertLanguage } from './alertText';

/** The sentences around an alert e-mail (links, the unsubscribe footer), in the reader's language. */
export interface AlertMailTexts {
  openTrade: string;
  openTrades: string;
  choose: string;
  stop: string;
  /** The subject of a daily digest of `n` alerts. */
  digestSubject: (n: number) => string;
}

const MAIL: Record<AlertLanguage, AlertMailTexts> = {
  en: {
    openTrade: 'Open the trade',
    openTrades: 'Open your trades',
    choose: 'Choose which alerts you get in Account → Alerts.',
    stop: 'Stop these e-mails',
    digestSubject: (n) => `${n} trade alert${n === 1 ? '' : 's'}`,
  },
  fr: {
    openTrade: 'Ouvrir le trade',
    openTrades: 'Ouvrir vos trades',
    choose: 'Choisissez vos alertes dans Compte → Alertes.',
    stop: 'Ne plus recevoir ces e-mails',
    digestSubject: (n) => `${n} alerte${n === 1 ? '' : 's'} de trading`,
  },
  ar: {
    openTrade: 'افتح الصفقة',
    openTrades: 'افتح صفقاتك',
    choose: 'اختر التنبيهات التي تصلك من الحساب ← التنبيهات.',
    stop: 'إيقاف هذه الرسائل',
    digestSubject: (n) => `${n} ${n === 1 ? 'تنبيه صفقة' : 'تنبيهات صفقات'}`,
  },
};

/** The texts around alert e-mails in `lang`. */
export const alertMailTexts = (lang: AlertLanguage): AlertMailTexts => MAIL[lang];

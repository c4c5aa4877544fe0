// Build-time only (the app's HTML plugin and the tests read it): the markup, style and inline
// script of the dashboard's pre-rendered frame. No runtime module imports this file, so the
// catalogues it reads stay out of the app's bundles.
import {
  fixedColors,
  surfaces,
  type ThemeContrast,
  type ThemeMode,
} from '../../../../packages/ui/src/theme/palette';
import { surfaceVars } from '../../../../packages/ui/src/theme/vars';
import { fontFamily, shadows, typography } from '../../../../packages/ui/src/theme/tokens';
import { en } from '../i18n/locales/dashboard/en';
import { fr } from '../i18n/locales/dashboard/fr';
import { ar } from '../i18n/locales/dashboard/ar';
import { en as tradesEn } from '../i18n/locales/trades/en';
import { fr as tradesFr } from '../i18n/locales/trades/fr';
import { ar as tradesAr } from '../i18n/locales/trades/ar';
import { en as billingEn } from '../i18n/locales/billing/en';
import { en as connectEn } from '../i18n/locales/connect/en';
import { fr as connectFr } from '../i18n/locales/connect/fr';
import { ar as connectAr } from '../i18n/locales/connect/ar';
import { en as outlookEn } from '../i18n/locales/outlook/en';
import { fr as outlookFr } from '../i18n/locales/outlook/fr';
import { ar as outlookAr } from '../i18n/locales/outlook/ar';
import { en as sessionEn } from '../i18n/locales/session/en';
import { fr as sessionFr } from '../i18n/locales/session/fr';
import { ar as sessionAr } from '../i18n/locales/session/ar';
import { fr as billingFr } from '../i18n/locales/billing/fr';
import { ar as billingAr } from '../i18n/locales/billing/ar';
import { en as payoutsEn } from '../i18n/locales/admin/payouts/en';
import { fr as payoutsFr } from '../i18n/locales/admin/payouts/fr';
import { ar as payoutsAr } from '../i18n/locales/admin/payouts/ar';
import { en as auditEn } from '../i18n/locales/admin/audit/en';
import { fr as auditFr } from '../i18n/locales/admin/audit/fr';
import { ar as auditAr } from '../i18n/locales/admin/audit/ar';
import { en as disputesEn } from '../i18n/locales/admin/disputes/en';
import { fr as disputesFr } from '../i18n/locales/admin/disputes/fr';
import { ar as disputesAr } from '../i18n/locales/admin/disputes/ar';
import { en as navEn } from '../i18n/locales/nav/en';
import { fr as navFr } from '../i18n/locales/nav/fr';
import { ar as navAr } from '../i18n/locales/nav/ar';
import { STORAGE_KEYS } from '../../../../packages/core/src/auth/storageKeys';
import {
  languageCookieExpression,
  languages,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '../i18n/languages';
import { DASHBOARD_SHELL_ATTRIBUTE, DASHBOARD_SHELL_ELEMENT_ID } from './bootIds';
import { ADMIN_PREFIX } from './earlyReads';
import { EARLY_READS_GLOBAL, earlyReadKey } from './earlyReadsGlobal';
import { tradeStatFigures } from '../features/trades/statsFigures';
import { numberOptions, percentOptions, signedOptions } from '../lib/format';

/**
 * The first heading of each screen the frame paints, per language, as the app renders it: the
 * overview's greeting (`{{name}}`: the stored user's name), the other screens' titles. One more
 * screen with an `h4` heading first is one more line.
 */
export const firstHeadings: Record<string, Record<Language, string>> = {
  '/dashboard': {
    en: en.dashboard.greeting,
    fr: fr.dashboard.greeting,
    ar: ar.dashboard.greeting,
  },
  '/dashboard/trades': { en: tradesEn.title, fr: tradesFr.title, ar: tradesAr.title },
  '/dashboard/affiliates': {
    en: billingEn.affiliates.title,
    fr: billingFr.affiliates.title,
    ar: billingAr.affiliates.title,
  },
  '/dashboard/pricing': {
    en: billingEn.plans.title,
    fr: billingFr.plans.title,
    ar: billingAr.plans.title,
  },
  '/dashboard/connect': {
    en: connectEn.title,
    fr: connectFr.title,
    ar: connectAr.title,
  },
  '/dashboard/outlook': { en: outlookEn.title, fr: outlookFr.title, ar: outlookAr.title },
  '/dashboard/one': {
    en: sessionEn.account.title,
    fr: sessionFr.account.title,
    ar: sessionAr.account.title,
  },
  // The billing overview ({@link otherViewQueries}: not a checkout's or a bank return's title).
  '/dashboard/payment': { en: billingEn.title, fr: billingFr.title, ar: billingAr.title },
  // The management screens (painted for a stored administrator only: {@link adminScreens}).
  '/dashboard/group/integrations': {
    en: connectEn.admin.title,
    fr: connectFr.admin.title,
    ar: connectAr.admin.title,
  },
  // Titled with their navigation item's name.
  ...Object.fromEntries(
    (
      [
        ['/dashboard/group', 'members'],
        ['/dashboard/group/five', 'tradesConsole'],
        ['/dashboard/group/six', 'payouts'],
        ['/dashboard/group/audit-log', 'auditLog'],
        ['/dashboard/group/disputes', 'disputes'],
        ['/dashboard/group/outlook', 'outlookConsole'],
      ] as const
    ).map(([path, key]) => [path, { en: navEn[key], fr: navFr[key], ar: navAr[key] }]),
  ),
};

/**
 * Screens of {@link firstHeadings} that show another view, under another title, when the address
 * has one of these query parameters: the frame paints nothing there. Payment: a checkout
 * (`?plan=`, `?pay=overdue`) or the return from the bank's page (`?order=`).
 */
export const otherViewQueries: Record<string, string[]> = {
  '/dashboard/payment': ['plan', 'pay', 'order'],
};

/**
 * Screens of {@link firstHeadings} that only an administrator sees: their heading is painted
 * when the stored user is one (a member opening them gets the 403 page, not their title).
 */
export const adminScreens = Object.keys(firstHeadings).filter((path) =>
  path.startsWith(ADMIN_PREFIX),
);

/**
 * Screens of {@link firstHeadings} whose title shares a row with a medium button (36 px), centred
 * on it: the frame centres its heading the same way, so the app's lands in its place.
 */
export const headingsBesideButton = ['/dashboard/group/five', '/dashboard/group/outlook'];

/** The intro of a screen titled with `ScreenTitle` (`src/components/ScreenTitle.tsx`). */
const screenTitleIntro = (text: Record<Language, string>) =>
  ({ variant: 'body2', gap: 'stack', text }) as const;

/**
 * The paragraph under the first heading, where the app renders a fixed one: a phone's largest
 * first content on those screens (their LCP element). The frame sets it as the app does — its
 * variant (`body1` or `body2`) in the secondary text colour, and the space above it (the
 * heading's bottom gutter, or the 8 px gap of a stack) — so the app's paragraph lands in the
 * same box and the frame's paint stays the screen's largest contentful paint.
 */
export const firstIntros: Record<
  string,
  { variant: 'body1' | 'body2'; gap: 'gutter' | 'stack'; text: Record<Language, string> }
> = {
  '/dashboard/pricing': {
    variant: 'body1',
    gap: 'gutter',
    text: { en: billingEn.plans.intro, fr: billingFr.plans.intro, ar: billingAr.plans.intro },
  },
  '/dashboard/connect': screenTitleIntro({
    en: connectEn.intro,
    fr: connectFr.intro,
    ar: connectAr.intro,
  }),
  '/dashboard/outlook': screenTitleIntro({
    en: outlookEn.intro,
    fr: outlookFr.intro,
    ar: outlookAr.intro,
  }),
  '/dashboard/group/integrations': screenTitleIntro({
    en: connectEn.admin.intro,
    fr: connectFr.admin.intro,
    ar: connectAr.admin.intro,
  }),
  '/dashboard/one': screenTitleIntro({
    en: sessionEn.account.intro,
    fr: sessionFr.account.intro,
    ar: sessionAr.account.intro,
  }),
  '/dashboard/payment': screenTitleIntro({
    en: billingEn.intro,
    fr: billingFr.intro,
    ar: billingAr.intro,
  }),
  '/dashboard/group/six': screenTitleIntro({
    en: payoutsEn.payouts.intro,
    fr: payoutsFr.payouts.intro,
    ar: payoutsAr.payouts.intro,
  }),
  '/dashboard/group/audit-log': screenTitleIntro({
    en: auditEn.audit.intro,
    fr: auditFr.audit.intro,
    ar: auditAr.audit.intro,
  }),
  '/dashboard/group/disputes': screenTitleIntro({
    en: disputesEn.disputes.intro,
    fr: disputesFr.disputes.intro,
    ar: disputesAr.disputes.intro,
  }),
};

/** The catalogues a figure's label (`dashboard.…`, `trades.…`) is read from, per language. */
const labelCatalogues: Record<Language, Record<string, unknown>> = {
  en: { dashboard: en.dashboard, trades: tradesEn },
  fr: { dashboard: fr.dashboard, trades: tradesFr },
  ar: { dashboard: ar.dashboard, trades: tradesAr },
};

function label(key: string, language: Language): string {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)?.[part],
      labelCatalogues[language],
    );
  if (typeof text !== 'string') throw new Error(`No ${language} text for ${key}`);
  return text;
}

/**
 * The headline figures the frame paints on a screen whose first content is data: their card
 * sits where the app's will (under the title's 24 px gap, which its top margin takes in, the tab
 * list's 48 px and the tab panel's 16 px),
 * with the labels at once and each figure as soon as the page head's early read of `read` has
 * answered — formatted with the app's own `Intl.NumberFormat` options in the same language — so
 * the app's figures land in the same boxes and the frame's paint stays the largest.
 */
export const firstFigures: Record<
  string,
  {
    read: string;
    items: {
      label: Record<Language, string>;
      field: string;
      options: Intl.NumberFormatOptions;
      /** Multiplied by before formatting (a percentage of 0–100 is formatted as a fraction). */
      scale: number;
      /** Marked with its sign (`data-sign`), coloured as the app colours gains and losses. */
      signed: boolean;
    }[];
  }
> = {
  '/dashboard/trades': {
    read: earlyReadKey('/trades/stats'),
    items: tradeStatFigures.map((figure) => ({
      label: {
        en: label(figure.label, 'en'),
        fr: label(figure.label, 'fr'),
        ar: label(figure.label, 'ar'),
      },
      field: figure.field,
      options:
        figure.format === 'percent'
          ? percentOptions()
          : figure.format === 'signed'
            ? signedOptions()
            : numberOptions(0),
      scale: figure.format === 'percent' ? 0.01 : 1,
      signed: figure.format === 'signed',
    })),
  },
};

const id = `#${DASHBOARD_SHELL_ELEMENT_ID}`;
const on = `html[${DASHBOARD_SHELL_ATTRIBUTE}]`;
/** The frame on the screen at `path` (the head script writes it into `data-shell`). */
const screen = (path: string) => `html[${DASHBOARD_SHELL_ATTRIBUTE}="${path}"] ${id}`;
const line = 'color-mix(in srgb,currentColor 12%,transparent)';
const fill = 'color-mix(in srgb,currentColor 7%,transparent)';
const { h4, body1, body2 } = typography;

/**
 * The affiliates screen's first section, whose terms paragraph is that screen's largest first
 * content: the frame paints the section (its title, the referral link's field and button as
 * placeholders) at once, and the terms — the commission's rate and months from the early read of
 * `summary`, the hold from that of `balance` — once both have answered with success, in the app's
 * words and number options, in the paragraph's place and width, so the app's is no larger paint.
 */
export const affiliateTerms = {
  /** The screen the section is on. */
  path: '/dashboard/affiliates',
  summary: earlyReadKey('/affiliates/me'),
  balance: earlyReadKey('/payments/balance'),
  rate: percentOptions(),
  texts: Object.fromEntries(
    (
      [
        ['en', billingEn],
        ['fr', billingFr],
        ['ar', billingAr],
      ] as const
    ).map(([language, { affiliates }]) => [
      language,
      {
        title: affiliates.share,
        label: affiliates.link,
        terms: affiliates.terms,
        termsOnce: affiliates.termsOnce,
        hold: affiliates.hold,
      },
    ]),
  ) as Record<Language, Record<'title' | 'label' | 'terms' | 'termsOnce' | 'hold', string>>,
};

/** The frame's cards in the surface colours of each mode and contrast (their shadow's by mode). */
const figureSurfaces = (Object.keys(surfaces) as ThemeMode[]).flatMap((mode) =>
  (Object.keys(surfaces[mode]) as ThemeContrast[]).map((contrast) => {
    const vars = surfaceVars(mode, contrast);
    const theme = `html[data-mode=${mode}][data-contrast=${contrast}] ${id}`;
    return `${theme} [data-part=figures],${theme} [data-part=section]{background-color:${vars['background-paper']};--ff-shadow-channel:${vars['shadow-channel']}}`;
  }),
);

/**
 * The frame's geometry follows the dashboard layout (header 64/80 px, side navigation 280/88 px
 * from 1200 px, content column 1200 px wide with 16/24/40 px sides, 8 px under the header, 80 px
 * under the horizontal navigation) and the greeting is set like the overview's `h4` heading
 * (size, line height, weight, font stack with its metric-matched fallback, alignment by the
 * page's direction — on a page not yet right to left, by the text's own, so an Arabic heading
 * is at the right as the app will put it), so the app's heading takes its place without moving
 * or growing.
 */
const style = [
  `${id}{display:none}`,
  `${on} body{background-color:inherit}`,
  `${on} ${id}{--nav:0px;--bar:64px;--top:8px;display:block;position:fixed;inset:0;z-index:1100;pointer-events:none;background-color:inherit}`,
  `${on} #root:has(>:not([data-component=LoadingScreen]))~${id}{display:none}`,
  `${id} [data-part=bar]{box-sizing:border-box;height:var(--bar);margin-inline-start:var(--nav);border-block-end:1px solid ${line}}`,
  `${id} [data-part=nav]{display:none}`,
  `${id} [data-part=main]{margin-inline-start:var(--nav);padding-block-start:var(--top)}`,
  `${id} [data-part=content]{box-sizing:border-box;max-width:1200px;margin-inline:auto;padding-inline:16px;overflow-wrap:break-word}`,
  `${id} i{display:block;height:112px;margin-block-end:24px;border-radius:16px;background-color:${fill}}`,
  `${id} [data-part=greeting]{margin:0 0 24px;font-family:${fontFamily.sans};font-size:${h4.fontSize};line-height:${h4.lineHeight};font-weight:${h4.fontWeight};unicode-bidi:plaintext;text-align:start}`,
  `html[dir=rtl] ${id} [data-part=greeting]{text-align:right}`,
  `${id} [data-part=greeting][data-row]{width:fit-content;--centre:max(0px,calc((36px - 1lh) / 2));margin-block:var(--centre) calc(24px + var(--centre))}`,
  `${id} [data-part=intro]{margin:0 0 24px;font-family:${fontFamily.sans};font-size:${body1.fontSize};line-height:${body1.lineHeight};font-weight:${body1.fontWeight};color:var(--ff-text-secondary);unicode-bidi:plaintext;text-align:start}`,
  `html[dir=rtl] ${id} [data-part=intro]{text-align:right}`,
  `${id} [data-part=intro][data-variant=body2]{font-size:${body2.fontSize};line-height:${body2.lineHeight};font-weight:${body2.fontWeight}}`,
  `${id} [data-part=intro]:empty{display:none}`,
  `${id} [data-part=greeting]:has(+[data-part=intro][data-gap=gutter]:not(:empty)){margin-block-end:0.5em}`,
  `${id} [data-part=greeting]:has(+[data-part=intro][data-gap=stack]:not(:empty)){margin-block-end:8px}`,
  `${id} [data-part=greeting]:empty{height:40px;max-width:320px;border-radius:16px;background-color:${fill}}`,
  `${id} [data-part=figures]{display:none}`,
  `${[`${id} [data-part=figures][data-on]`, ...Object.keys(firstFigures).map((path) => `${screen(path)} [data-part=figures]`)].join(',')}{display:block;margin:88px 0 24px;padding:24px;border-radius:16px;box-shadow:${shadows.card};font-family:${fontFamily.sans};line-height:1.5}`,
  ...figureSurfaces,
  `${id} [data-part=section]{display:none}`,
  `${id} [data-part=section][data-on],${screen(affiliateTerms.path)} [data-part=section]{display:block;margin:24px 0;padding:24px;border-radius:16px;box-shadow:${shadows.card};font-family:${fontFamily.sans};line-height:1.5}`,
  `${id} [data-part=section] h2{min-height:1lh;margin:0 0 24px;font-size:1.125rem;line-height:1.556;font-weight:600}`,
  `${id} [data-part=link]{display:grid;gap:12px;align-items:end}`,
  `${id} [data-part=link] span{display:block;min-height:1lh;margin-block-end:6px;font-size:0.875rem;font-weight:600}`,
  `${id} [data-part=link] b{display:block;box-sizing:border-box;height:48px;border:1px solid ${line};border-radius:8px}`,
  `${id} [data-part=link]>b{height:36px;border:0;background-color:${fill}}`,
  `${id} [data-part=section] p{margin:16px 0 0;font-size:0.875rem;line-height:1.57;color:var(--ff-text-secondary)}`,
  // Until the terms arrive, their place as the app's placeholder holds it: four lines on a phone.
  `${id} [data-part=section] p:empty{height:calc(4 * 1.57em);background:repeating-linear-gradient(${fill} 0 1em,transparent 1em 1.57em)}`,
  `${id} dl{display:grid;gap:16px;margin:0;grid-template-columns:repeat(2,minmax(0,1fr))}`,
  `${id} dt{min-height:1lh;color:var(--ff-text-secondary);font-size:0.875rem}`,
  `${id} dd{margin:4px 0 0;min-height:1.5em;font-size:1.5rem;font-weight:700;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}`,
  `${id} dd:empty::before{content:'';display:block;width:60%;height:1.5em;transform:scale(1,0.6);border-radius:6px;background-color:${fill}}`,
  `${id} [data-sign]{unicode-bidi:plaintext}`,
  `html[data-mode=dark] ${id} [data-sign=positive]{color:${fixedColors.success.light}}`,
  `html[data-mode=dark] ${id} [data-sign=negative]{color:${fixedColors.error.light}}`,
  `html[data-mode=light] ${id} [data-sign=positive]{color:${fixedColors.success.dark}}`,
  `html[data-mode=light] ${id} [data-sign=negative]{color:${fixedColors.error.dark}}`,
  `@media (min-width:600px){${id} [data-part=content]{padding-inline:24px}${id} [data-part=link]{grid-template-columns:minmax(0,1fr) 116px}${id} [data-part=section] p:empty{height:calc(2 * 1.57em)}}`,
  `@media (min-width:900px){${id} dl{grid-template-columns:repeat(4,minmax(0,1fr))}}`,
  `@media (min-width:900px){${id} [data-part=greeting]{font-size:${h4.fontSizeMd}}}`,
  `@media (min-width:1200px){${on} ${id}{--bar:80px}html[data-layout=vertical] ${id}{--nav:280px}html[data-layout=mini] ${id}{--nav:88px}html[data-layout=horizontal] ${id}{--top:80px}${id} [data-part=content]{padding-inline:40px}${id} [data-part=nav]{display:block;box-sizing:border-box;position:absolute;inset-block:0;inset-inline-start:0;width:var(--nav);border-inline-end:1px dashed ${line}}}`,
  `@media (min-width:1600px){html[data-stretch=true] ${id} [data-part=content]{max-width:none}}`,
].join('');

/**
 * The inline script right after the frame: on a screen of {@link firstHeadings} with a stored
 * session, it writes the heading the app will show (and the paragraph under it, on a screen of
 * {@link firstIntros}), in the language the app will start in (the
 * stored choice, else the language cookie, else the browser's first supported language, else
 * English: the rules of
 * `detectLanguage`) — on the overview the greeting with the stored user's name; without a name
 * it writes nothing (the frame keeps its placeholder). The API hashes it into its
 * Content-Security-Policy like the other inline scripts.
 */
export const dashboardGreetingScript = `(function (d, w, n) {
  try {
    // The path the head script marked (without a trailing slash); none when the frame is not shown.
    var path = d.documentElement.getAttribute(${JSON.stringify(DASHBOARD_SHELL_ATTRIBUTE)});
    if (!path) return;
    var reads = w.${EARLY_READS_GLOBAL} || {};
    var templates = ${JSON.stringify(firstHeadings)}[path];
    if (!templates) return;
    var others = ${JSON.stringify(otherViewQueries)}[path] || [];
    var query = new URLSearchParams(w.location.search);
    for (var q = 0; q < others.length; q++) if (query.has(others[q])) return;
    var text = templates.en;
    var user = null;
    try { user = JSON.parse(w.sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.user)}) || 'null'); } catch (e) {}
    if (${JSON.stringify(adminScreens)}.indexOf(path) >= 0 && !(user && user.role === 'admin')) return;
    var name = '';
    if (text.indexOf('{{name}}') >= 0) {
      name = user && typeof user.name === 'string' ? user.name : '';
      if (!name) return;
    }
    var lang = null;
    try { lang = w.localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}); } catch (e) {}
    if (!templates.hasOwnProperty(lang)) lang = ${languageCookieExpression('d')};
    if (!templates.hasOwnProperty(lang)) {
      lang = ${JSON.stringify(languages[0])};
      var preferred = n.languages || [n.language];
      for (var i = 0; i < preferred.length; i++) {
        var base = String(preferred[i]).toLowerCase().split('-')[0];
        if (templates.hasOwnProperty(base)) { lang = base; break; }
      }
    }
    var heading = d.querySelector('${id} [data-part=greeting]');
    heading.lang = lang;
    heading.textContent = templates[lang].split('{{name}}').join(name);
    if (${JSON.stringify(headingsBesideButton)}.indexOf(path) >= 0) heading.setAttribute('data-row', '');
    // Data is painted in the app's font (preloaded): a fallback's other widths would make the
    // app's same text a new, larger paint. A font that fails to load does not hold it back.
    var inFont = function (read) {
      return read.then(function (answer) {
        if (!d.fonts || !d.fonts.load) return answer;
        return d.fonts.load(${JSON.stringify(`1em ${fontFamily.sans}`)}).then(
          function () { return answer; },
          function () { return answer; }
        );
      });
    };
    var figures = ${JSON.stringify(firstFigures)}[path];
    if (figures) {
      var card = d.querySelector('${id} [data-part=figures]');
      // Its rows are in the markup (laid out from the first paint): the labels go into them.
      var labels = card.querySelectorAll('dt');
      var cells = card.querySelectorAll('dd');
      figures.items.forEach(function (item, i) {
        labels[i].textContent = item.label[lang];
      });
      card.lang = lang;
      card.setAttribute('data-on', '');
      var read = reads[figures.read];
      if (read) inFont(read).then(function (answer) {
        if (!answer || answer.status !== 200 || !answer.body) return;
        figures.items.forEach(function (item, i) {
          var value = answer.body[item.field];
          if (typeof value !== 'number' || value !== value) { cells[i].textContent = '\u2014'; return; }
          var text = new Intl.NumberFormat(lang, item.options).format(value * item.scale);
          if (!item.signed) { cells[i].textContent = text; return; }
          var sign = d.createElement('span');
          sign.setAttribute('data-sign', value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero');
          sign.textContent = text;
          cells[i].appendChild(sign);
        });
      });
    }
    var terms = ${JSON.stringify(affiliateTerms)};
    if (path === terms.path) {
      var words = terms.texts[lang];
      var section = d.querySelector('${id} [data-part=section]');
      section.lang = lang;
      section.querySelector('h2').textContent = words.title;
      section.querySelector('span').textContent = words.label;
      section.setAttribute('data-on', '');
      var fill = function (text, values) {
        for (var name in values) text = text.split('{{' + name + '}}').join(values[name]);
        return text;
      };
      if (reads[terms.summary] && reads[terms.balance]) {
        inFont(Promise.all([reads[terms.summary], reads[terms.balance]])).then(function (answers) {
          var summary = answers[0];
          var balance = answers[1];
          var commission = summary && summary.status === 200 && summary.body && summary.body.commission;
          if (!commission || !balance || balance.status !== 200 || !balance.body) return;
          var rate = new Intl.NumberFormat(lang, terms.rate).format(commission.rate / 100);
          var text = commission.recurring
            ? fill(words.terms, { rate: rate, months: commission.months })
            : fill(words.termsOnce, { rate: rate });
          // Three text nodes, as the app renders them: one run's shaping differs by a fraction of
          // a pixel, enough to make the app's paragraph a larger paint.
          var paragraph = section.querySelector('p');
          [text, ' ', fill(words.hold, { days: balance.body.holdDays })].forEach(function (part) {
            paragraph.appendChild(d.createTextNode(part));
          });
        });
      }
    }
    var intros = ${JSON.stringify(firstIntros)}[path];
    if (!intros) return;
    var intro = d.querySelector('${id} [data-part=intro]');
    intro.lang = lang;
    intro.setAttribute('data-variant', intros.variant);
    intro.setAttribute('data-gap', intros.gap);
    intro.textContent = intros.text[lang];
  } catch (e) {}
})(document, window, navigator);`;

/** The rows of the figures' card, one per figure of the screen that has most. */
const figureRows = '<div><dt></dt><dd></dd></div>'.repeat(
  Math.max(...Object.values(firstFigures).map((figures) => figures.items.length)),
);

/** The frame's style, markup and greeting script, for the end of `<body>` (after `#root`). */
export const dashboardShellHtml = `<style>${style}</style><div id="${DASHBOARD_SHELL_ELEMENT_ID}" aria-hidden="true"><div data-part="nav"></div><div data-part="bar"></div><div data-part="main"><div data-part="content"><p data-part="greeting"></p><p data-part="intro"></p><div data-part="figures"><dl>${figureRows}</dl></div><div data-part="section"><h2></h2><div data-part="link"><div><span></span><b></b></div><b></b></div><p></p></div><i></i><i></i><i></i></div></div></div><script>${dashboardGreetingScript}</script>`;

import { createInstance } from 'i18next';
import { en } from '../i18n/locales/dashboard/en';
import { fr } from '../i18n/locales/dashboard/fr';
import { ar } from '../i18n/locales/dashboard/ar';
import { en as tradesEn } from '../i18n/locales/trades/en';
import { fr as tradesFr } from '../i18n/locales/trades/fr';
import { ar as tradesAr } from '../i18n/locales/trades/ar';
import { en as billingEn } from '../i18n/locales/billing/en';
import { fr as billingFr } from '../i18n/locales/billing/fr';
import { ar as billingAr } from '../i18n/locales/billing/ar';
import { en as connectEn } from '../i18n/locales/connect/en';
import { fr as connectFr } from '../i18n/locales/connect/fr';
import { ar as connectAr } from '../i18n/locales/connect/ar';
import { en as outlookEn } from '../i18n/locales/outlook/en';
import { fr as outlookFr } from '../i18n/locales/outlook/fr';
import { ar as outlookAr } from '../i18n/locales/outlook/ar';
import { en as sessionEn } from '../i18n/locales/session/en';
import { fr as sessionFr } from '../i18n/locales/session/fr';
import { ar as sessionAr } from '../i18n/locales/session/ar';
import { en as adminEn } from '../i18n/locales/admin/en';
import { fr as adminFr } from '../i18n/locales/admin/fr';
import { ar as adminAr } from '../i18n/locales/admin/ar';
import { en as mainEn } from '../i18n/locales/en';
import { fr as mainFr } from '../i18n/locales/fr';
import { ar as mainAr } from '../i18n/locales/ar';
import { DASHBOARD_SHELL_ATTRIBUTE, dashboardShellScript } from './dashboardShell';
import { dashboardGreetingScript, dashboardShellHtml } from './dashboardShellMarkup';
import { EARLY_READS_GLOBAL } from './earlyReadsGlobal';
import { STORAGE_KEYS } from '../../../../packages/core/src/auth/storageKeys';
import { formatNumber, formatPercent, formatSigned } from '../lib/format';

interface Visit {
  path?: string;
  /** The address's query string (`?plan=…`). */
  search?: string;
  shown?: boolean;
  user?: string | null;
  stored?: string | null;
  browser?: readonly string[];
  /** The head script's early reads (`window.__finfreeEarlyReads`). */
  reads?: Record<string, Promise<unknown>>;
}

/** The frame in the page, then its inline script run (exactly its text) for this visit. */
function paint({
  path = '/dashboard',
  search = '',
  shown = true,
  user = JSON.stringify({ name: 'Demo Member' }),
  stored = null,
  browser = ['en-US'],
  reads,
}: Visit) {
  document.body.innerHTML = `<div id="root"></div>${dashboardShellHtml}`;
  document.documentElement.removeAttribute(DASHBOARD_SHELL_ATTRIBUTE);
  const win = {
    document,
    location: { pathname: path, search },
    sessionStorage: {
      getItem: (key: string) =>
        key === STORAGE_KEYS.user
          ? user
          : key === STORAGE_KEYS.accessToken && shown
            ? 'token'
            : null,
    },
    localStorage: { getItem: (key: string) => (key === 'i18nextLng' ? stored : null) },
    [EARLY_READS_GLOBAL]: reads,
  };
  // The head's script marks the path (with a stored session), then the frame's own script runs.
  new Function('window', `return ${dashboardShellScript}`)(win);
  new Function('document', 'window', 'navigator', `return ${dashboardGreetingScript}`)(
    document,
    win,
    { languages: browser, language: browser[0] },
  );
  return document.querySelector<HTMLElement>('#finfree-shell [data-part=greeting]')!;
}

/** What the app renders: i18next with the dashboard and billing catalogues of that language. */
async function appText(
  language: 'en' | 'fr' | 'ar',
  key: string,
  options?: Record<string, string | number>,
) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: {
      en: {
        translation: {
          ...mainEn,
          ...en,
          trades: tradesEn,
          billing: billingEn,
          connect: connectEn,
          outlook: outlookEn,
          session: sessionEn,
          admin: adminEn,
        },
      },
      fr: {
        translation: {
          ...mainFr,
          ...fr,
          trades: tradesFr,
          billing: billingFr,
          connect: connectFr,
          outlook: outlookFr,
          session: sessionFr,
          admin: adminFr,
        },
      },
      ar: {
        translation: {
          ...mainAr,
          ...ar,
          trades: tradesAr,
          billing: billingAr,
          connect: connectAr,
          outlook: outlookAr,
          session: sessionAr,
          admin: adminAr,
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  return i18n.t(key, options ?? {});
}

const appGreeting = (language: 'en' | 'fr' | 'ar', name: string) =>
  appText(language, 'dashboard.greeting', { name });

const intro = () => document.querySelector<HTMLElement>('#finfree-shell [data-part=intro]')!;

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(DASHBOARD_SHELL_ATTRIBUTE);
});

describe("the dashboard frame's greeting", () => {
  it.each([
    ['English by default', { browser: ['de-DE'] }, 'en'],
    ['the stored language', { stored: 'fr', browser: ['en-US'] }, 'fr'],
    ["the browser's first supported language", { browser: ['de', 'ar-EG', 'fr'] }, 'ar'],
    [
      'the browser language when the stored one is unknown',
      { stored: 'xx', browser: ['fr-CA'] },
      'fr',
    ],
  ] as const)("paints the app's greeting of the stored user in %s", async (_, visit, language) => {
    const greeting = paint(visit);
    expect(greeting.textContent).toBe(await appGreeting(language, 'Demo Member'));
    expect(greeting.lang).toBe(language);
  });

  it('paints the name as text, never as markup, wherever the template puts it', async () => {
    const name = '<b>Ann</b> & {{name}}';
    const greeting = paint({ user: JSON.stringify({ name }), stored: 'ar' });
    expect(greeting.children).toHaveLength(0);
    expect(greeting.textContent).toBe(await appGreeting('ar', name));
  });

  it.each([
    ['a signed-out visitor (the frame is not shown)', { shown: false }],
    ['a screen whose first heading it does not know', { path: '/dashboard/nowhere' }],
    ['a stored user without a name', { user: JSON.stringify({ email: 'a@b.c' }) }],
    ['no stored user', { user: null }],
    ['an unreadable stored user', { user: '{not json' }],
  ] as const)('paints nothing for %s: the placeholder stays', (_, visit) => {
    expect(paint(visit).textContent).toBe('');
  });

  it.each([
    ['/dashboard/trades', 'trades.title'],
    ['/dashboard/affiliates', 'billing.affiliates.title'],
    ['/dashboard/pricing', 'billing.plans.title'],
    ['/dashboard/one', 'session.account.title'],
    ['/dashboard/outlook', 'outlook.title'],
  ] as const)(
    "paints the title of %s in the app's language, with or without a user's name",
    async (path, key) => {
      for (const language of ['en', 'fr', 'ar'] as const) {
        const heading = paint({ path, stored: language, user: null });
        expect(heading.textContent).toBe(await appText(language, key));
        expect(heading.lang).toBe(language);
      }
    },
  );

  it.each([
    ['/dashboard/pricing', 'billing.plans.intro', 'body1'],
    ['/dashboard/connect', 'connect.intro', 'body2'],
    ['/dashboard/outlook', 'outlook.intro', 'body2'],
    ['/dashboard/one', 'session.account.intro', 'body2'],
  ] as const)(
    "paints the fixed intro of %s under its title in the app's language",
    async (path, key, variant) => {
      for (const language of ['en', 'fr', 'ar'] as const) {
        paint({ path, stored: language, user: null });
        expect(intro().textContent).toBe(await appText(language, key));
        expect(intro().lang).toBe(language);
        expect(intro().dataset.variant).toBe(variant);
      }
    },
  );

  it.each([
    ['/dashboard/group/integrations', 'connect.admin.title'],
    ['/dashboard/group', 'nav.members'],
    ['/dashboard/group/five', 'nav.tradesConsole'],
    ['/dashboard/group/six', 'nav.payouts'],
    ['/dashboard/group/audit-log', 'nav.auditLog'],
    ['/dashboard/group/disputes', 'nav.disputes'],
  ] as const)('paints the title of %s for a stored administrator only', async (path, key) => {
    const admin = JSON.stringify({ name: 'Admin', role: 'admin' });
    for (const language of ['en', 'fr', 'ar'] as const) {
      const heading = paint({ path, stored: language, user: admin });
      expect(heading.textContent).toBe(await appText(language, key));
    }
    expect(paint({ path, user: JSON.stringify({ name: 'M', role: 'user' }) }).textContent).toBe('');
    expect(paint({ path, user: null }).textContent).toBe('');
  });

  it("paints the billing overview's title and intro, not a checkout's or a bank return's", async () => {
    for (const search of ['', '?confirm=order-1']) {
      const heading = paint({ path: '/dashboard/payment', search, stored: 'fr', user: null });
      expect(heading.textContent).toBe(await appText('fr', 'billing.title'));
      expect(intro().textContent).toBe(await appText('fr', 'billing.intro'));
    }
    for (const search of ['?plan=pro', '?pay=overdue', '?order=order-1']) {
      const heading = paint({ path: '/dashboard/payment', search, user: null });
      expect(heading.textContent).toBe('');
      expect(intro().textContent).toBe('');
    }
  });

  it.each([
    ['/dashboard/group/six', 'admin.payouts.intro'],
    ['/dashboard/group/audit-log', 'admin.audit.intro'],
    ['/dashboard/group/disputes', 'admin.disputes.intro'],
  ] as const)('paints the intro of %s for a stored administrator only', async (path, key) => {
    const admin = JSON.stringify({ name: 'Admin', role: 'admin' });
    for (const language of ['en', 'fr', 'ar'] as const) {
      paint({ path, stored: language, user: admin });
      expect(intro().textContent).toBe(await appText(language, key));
      expect(intro().lang).toBe(language);
    }
    paint({ path, user: JSON.stringify({ name: 'M', role: 'user' }) });
    expect(intro().textContent).toBe('');
  });

  it('paints no intro on a screen without a fixed one', () => {
    paint({ path: '/dashboard/trades', user: null });
    expect(intro().textContent).toBe('');
  });

  it('paints the greeting on the overview opened with a trailing slash', () => {
    expect(paint({ path: '/dashboard/' }).textContent).toBe('Hello, Demo Member');
  });
});

describe("the trades screen's figures in the frame", () => {
  const stats = { winRate: 63.8, totalPips: 7298.1, closed: 52, open: 6 };
  const card = () => document.querySelector<HTMLElement>('#finfree-shell [data-part=figures]')!;
  const texts = (tag: 'dt' | 'dd') => [...card().querySelectorAll(tag)].map((e) => e.textContent);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it.each(['en', 'fr', 'ar'] as const)(
    'paints the labels at once and, once the early read answers, the figures as the app writes them (%s)',
    async (language) => {
      let answer!: (value: unknown) => void;
      const read = new Promise((resolve) => (answer = resolve));
      paint({ path: '/dashboard/trades', stored: language, reads: { '/trades/stats': read } });
      expect(card().hasAttribute('data-on')).toBe(true);
      expect(card().lang).toBe(language);
      expect(texts('dt')).toEqual(
        await Promise.all(
          [
            'dashboard.winRate',
            'dashboard.totalPips',
            'dashboard.closedTrades',
            'trades.statuses.open',
          ].map((key) => appText(language, key)),
        ),
      );
      expect(texts('dd')).toEqual(['', '', '', '']);
      answer({ token: 't', status: 200, body: stats });
      await settle();
      expect(texts('dd')).toEqual([
        formatPercent(stats.winRate, language),
        formatSigned(stats.totalPips, language),
        formatNumber(stats.closed, language, 0),
        formatNumber(stats.open, language, 0),
      ]);
      expect(card().querySelector('dd span')!.getAttribute('data-sign')).toBe('positive');
    },
  );

  it('marks a loss as negative, and a figure the answer lacks as a dash', async () => {
    paint({
      path: '/dashboard/trades',
      reads: {
        '/trades/stats': Promise.resolve({
          token: 't',
          status: 200,
          body: { ...stats, totalPips: -12.5, open: null },
        }),
      },
    });
    await settle();
    expect(card().querySelector('dd span')!.getAttribute('data-sign')).toBe('negative');
    expect(texts('dd')[3]).toBe('\u2014');
  });

  it.each([
    ['a refused read', Promise.resolve({ token: 't', status: 401, body: { message: 'No' } })],
    ['a failed read', Promise.resolve(null)],
  ])('leaves the figures as placeholders after %s', async (_, read) => {
    paint({ path: '/dashboard/trades', reads: { '/trades/stats': read } });
    await settle();
    expect(texts('dd')).toEqual(['', '', '', '']);
  });

  it('keeps its placeholders without early reads, and paints no card on other screens', () => {
    paint({ path: '/dashboard/trades' });
    expect(texts('dd')).toEqual(['', '', '', '']);
    paint({ path: '/dashboard/pricing' });
    expect(card().hasAttribute('data-on')).toBe(false);
  });
});

describe("the affiliates screen's terms in the frame", () => {
  const summary = (commission: { rate: number; months: number; recurring: boolean }) =>
    Promise.resolve({ token: 't', status: 200, body: { commission } });
  const balance = Promise.resolve({ token: 't', status: 200, body: { holdDays: 30 } });
  const section = () => document.querySelector<HTMLElement>('#finfree-shell [data-part=section]')!;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it.each(['en', 'fr', 'ar'] as const)(
    'paints the section at once and the terms as the app words them once both reads answer (%s)',
    async (language) => {
      paint({
        path: '/dashboard/affiliates',
        stored: language,
        reads: {
          '/affiliates/me': summary({ rate: 30, months: 12, recurring: true }),
          '/payments/balance': balance,
        },
      });
      expect(section().hasAttribute('data-on')).toBe(true);
      expect(section().querySelector('h2')!.textContent).toBe(
        await appText(language, 'billing.affiliates.share'),
      );
      expect(section().querySelector('span')!.textContent).toBe(
        await appText(language, 'billing.affiliates.link'),
      );
      await settle();
      const rate = formatPercent(30, language);
      const terms = await appText(language, 'billing.affiliates.terms', {
        rate,
        months: 12,
      });
      const hold = await appText(language, 'billing.affiliates.hold', { days: 30 });
      expect(section().querySelector('p')!.textContent).toBe(`${terms} ${hold}`);
    },
  );

  it('words a one-time commission as the app does', async () => {
    paint({
      path: '/dashboard/affiliates',
      reads: {
        '/affiliates/me': summary({ rate: 12.5, months: 0, recurring: false }),
        '/payments/balance': balance,
      },
    });
    await settle();
    expect(section().querySelector('p')!.textContent).toBe(
      'You earn 12.5% of the first payment of the members you refer. Each commission is held for 30 days (refunds claw it back), then becomes available to withdraw.',
    );
  });

  it.each([
    ['the summary is refused', Promise.resolve({ token: 't', status: 401, body: {} }), balance],
    [
      'the balance failed',
      summary({ rate: 30, months: 12, recurring: true }),
      Promise.resolve(null),
    ],
  ])('leaves the terms to the app when %s', async (_, me, money) => {
    paint({
      path: '/dashboard/affiliates',
      reads: { '/affiliates/me': me, '/payments/balance': money },
    });
    await settle();
    expect(section().querySelector('p')!.textContent).toBe('');
  });
});

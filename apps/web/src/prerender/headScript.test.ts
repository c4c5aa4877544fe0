import { detectLanguage, LANGUAGE_COOKIE } from '../i18n';
import {
  APP_LISTENING_ATTRIBUTE,
  APP_READY_ATTRIBUTE,
  PENDING_CLICK_ATTRIBUTE,
  PENDING_SUBMIT_ATTRIBUTE,
  STALE_PRERENDER_ATTRIBUTE,
  APP_MODULES_ELEMENT_ID,
  SECTION_SHOWN_ATTRIBUTE,
  SERVED_DATA_ELEMENT_ID,
  deferredAppScript,
  prerenderHeadScript,
} from './headScript';

interface Visitor {
  stored?: string | null;
  cookie?: string | null;
  token?: string | null;
  languages?: string[];
  /** The language the page was served in (its `<html lang>`). */
  page?: string;
  /** The query string of the page's address (`?lang=fr`). */
  address?: string;
}

const expireCookie = () =>
  (document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);

/** Runs the inline script against this document, with the given storage and browser languages. */
function run({
  stored = null,
  cookie = null,
  token = null,
  languages = ['en-US'],
  page = 'en',
  address = '',
}: Visitor) {
  const html = document.documentElement;
  window.history.replaceState(null, '', `/${address}`);
  html.removeAttribute(STALE_PRERENDER_ATTRIBUTE);
  html.lang = page;
  localStorage.clear();
  sessionStorage.clear();
  expireCookie();
  if (stored) localStorage.setItem('i18nextLng', stored);
  if (cookie) document.cookie = `other=1; Path=/`;
  if (cookie) document.cookie = `${LANGUAGE_COOKIE}=${cookie}; Path=/`;
  if (token) sessionStorage.setItem('accessToken', token);
  const navigatorLike = { languages, language: languages[0] };
  // The script is a string the API hashes into its CSP; run exactly that text.
  new Function('document', 'navigator', prerenderHeadScript)(document, navigatorLike);
  return html.getAttribute(STALE_PRERENDER_ATTRIBUTE);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  expireCookie();
  document.documentElement.lang = 'en';
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute(STALE_PRERENDER_ATTRIBUTE);
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

describe('the prerender head script', () => {
  it.each<[Visitor, string | null]>([
    [{}, null],
    [{ stored: 'en' }, null],
    [{ stored: 'fr' }, 'stale'],
    [{ stored: 'ar' }, 'stale'],
    [{ stored: 'de', languages: ['de-DE', 'fr-FR'] }, 'stale'],
    [{ languages: ['fr-CA'] }, 'stale'],
    [{ languages: ['de-DE', 'en-GB', 'ar'] }, null],
    [{ token: 'a.b.c' }, 'stale'],
    // The language cookie counts after the stored choice, before the browser's languages.
    [{ cookie: 'ar' }, 'stale'],
    [{ cookie: 'ar', page: 'ar' }, null],
    [{ cookie: 'ar', stored: 'fr', page: 'ar' }, 'stale'],
    [{ cookie: 'xx', languages: ['fr-FR'], page: 'fr' }, null],
    // A page served in the visitor's language is right for them; a signed-in visitor's is not.
    [{ stored: 'fr', page: 'fr' }, null],
    [{ languages: ['fr-CA'], page: 'fr' }, null],
    [{ languages: ['ar-EG'], page: 'ar' }, null],
    [{ languages: ['en-US'], page: 'ar' }, 'stale'],
    [{ stored: 'ar', page: 'ar', token: 'a.b.c' }, 'stale'],
    // The language the address names comes first (the server sends the page in it).
    [{ address: '?lang=fr', stored: 'en', cookie: 'ar', page: 'fr' }, null],
    [{ address: '?ref=A1&lang=ar', page: 'ar' }, null],
    [{ address: '?lang=fr', stored: 'fr', page: 'en' }, 'stale'],
    [{ address: '?lang=de', stored: 'fr', page: 'fr' }, null],
    [{ address: '?lang=de', stored: 'fr', page: 'en' }, 'stale'],
  ])('with %o marks the page %s', (visitor, expected) => {
    expect(run(visitor)).toBe(expected);
    // Same rules as the app's own language detection.
    const language = detectLanguage(
      () => visitor.stored ?? null,
      visitor.languages ?? ['en-US'],
      () => visitor.cookie ?? null,
      () => new URLSearchParams(visitor.address ?? '').get('lang'),
    );
    if (!visitor.token) expect(language === (visitor.page ?? 'en') ? null : 'stale').toBe(expected);
  });

  it('cancels form submissions until the app runs, keeping which form for the app, then lets them through', () => {
    run({});
    document.body.append(document.createElement('form'));
    const form = document.createElement('form');
    document.body.append(form);
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    expect(document.documentElement.getAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe('1');
    document.documentElement.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    expect(submit()).toBe(false);
    expect(document.documentElement.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(false);
    document.body.innerHTML = '';
  });

  it('keeps the last button pressed before the app listens, and leaves presses to the app after', () => {
    run({});
    const html = document.documentElement;
    document.body.innerHTML =
      '<button type="button">Language</button><button type="button"><svg></svg>Menu</button>';
    const menu = document.querySelectorAll('button')[1]!;
    menu.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(html.getAttribute(PENDING_CLICK_ATTRIBUTE)).toBe('1');
    html.removeAttribute(PENDING_CLICK_ATTRIBUTE);
    html.setAttribute(APP_LISTENING_ATTRIBUTE, '');
    menu.click();
    expect(html.hasAttribute(PENDING_CLICK_ATTRIBUTE)).toBe(false);
    html.removeAttribute(APP_LISTENING_ATTRIBUTE);
    document.body.innerHTML = '';
  });

  it('keeps a radio button chosen through its label (the pricing interval), counted among the buttons', () => {
    run({});
    const html = document.documentElement;
    document.body.innerHTML =
      '<button type="button">Menu</button><label>Monthly<input type="radio" name="i" checked></label><label>Yearly<input type="radio" name="i"></label>';
    document.querySelectorAll('label')[1]!.click();
    expect(html.getAttribute(PENDING_CLICK_ATTRIBUTE)).toBe('2');
    html.removeAttribute(PENDING_CLICK_ATTRIBUTE);
    document.body.innerHTML = '';
  });
});

describe('the script that starts the app of a prerendered page', () => {
  /** A window whose events the test sends, with the URL and frames under its control. */
  function fakeWindow(url = 'http://finfree.test/') {
    const target = new EventTarget();
    const frames: (() => void)[] = [];
    return Object.assign(target, {
      location: new URL(url),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => callback(),
      paint: () => frames.splice(0).forEach((callback) => callback()),
    });
  }

  function page(list: object | null, url?: string) {
    document.head
      .querySelectorAll('script[type=module], link[rel=modulepreload]')
      .forEach((el) => el.remove());
    document.getElementById(APP_MODULES_ELEMENT_ID)?.remove();
    if (list) {
      const data = document.createElement('script');
      data.type = 'application/json';
      data.id = APP_MODULES_ELEMENT_ID;
      data.textContent = JSON.stringify(list);
      document.head.append(data);
    }
    const win = fakeWindow(url);
    // The script is a string the API hashes into its CSP; run exactly that text.
    new Function('document', 'window', deferredAppScript)(document, win);
    const loaded = () => ({
      entry: [...document.head.querySelectorAll('script[type=module]')].map((el) =>
        el.getAttribute('src'),
      ),
      preload: [...document.head.querySelectorAll('link[rel=modulepreload]')].map((el) =>
        el.getAttribute('href'),
      ),
    });
    return { win, loaded };
  }

  const modules = { entry: '/assets/index.js', preload: ['/assets/a.js', '/assets/b.js'] };

  afterEach(() => page(null));

  it('starts the app after the first paint, the entry and its chunks together', () => {
    const { win, loaded } = page(modules);
    expect(loaded().entry).toEqual([]);
    win.paint();
    expect(loaded()).toEqual({ entry: ['/assets/index.js'], preload: modules.preload });
  });

  it.each([
    ['complete as HTML', { complete: true }],
    ['served with its data', { complete: 'with-data' }],
    ['opened with a query string', { complete: true }, 'http://finfree.test/?ref=X'],
  ] as const)(
    'starts the app right after the first paint for a page %s, once',
    (_, list, url?: string) => {
      const { win, loaded } = page({ ...modules, ...list }, url);
      expect(loaded().entry).toEqual([]);
      win.paint();
      expect(loaded()).toEqual({ entry: ['/assets/index.js'], preload: modules.preload });
      win.dispatchEvent(new Event('pointerdown'));
      win.paint();
      expect(loaded().entry).toHaveLength(1);
    },
  );

  describe('a page with islands', () => {
    const islands = {
      entry: '/assets/islands.js',
      preload: ['/assets/boot.js', '/assets/login.js'],
    };

    afterEach(() => document.documentElement.removeAttribute(STALE_PRERENDER_ATTRIBUTE));

    it('loads its islands script instead of the app for the visitor it was rendered for', () => {
      const { win, loaded } = page({ ...modules, complete: true, islands });
      win.paint();
      expect(loaded()).toEqual({ entry: ['/assets/islands.js'], preload: islands.preload });
    });

    it("loads its islands script when the address names the page's language", () => {
      const { win, loaded } = page(
        { ...modules, complete: true, islands },
        'http://finfree.test/auth/jwt/login?lang=fr',
      );
      win.paint();
      expect(loaded().entry).toEqual(['/assets/islands.js']);
    });

    it('loads nothing for a page without islands, and marks it ready', () => {
      const none = { entry: null, preload: [] };
      const { win, loaded } = page({ ...modules, complete: true, islands: none });
      win.paint();
      expect(loaded()).toEqual({ entry: [], preload: [] });
      expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
      document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
      // Prerendered for someone else (a signed-in visitor): the app.
      document.documentElement.setAttribute(STALE_PRERENDER_ATTRIBUTE, 'stale');
      const app = page({ ...modules, complete: true, islands: none });
      app.win.paint();
      expect(app.loaded().entry).toEqual(['/assets/index.js']);
    });

    it.each([
      ['prerendered for someone else', 'http://finfree.test/auth/jwt/login'],
      ['opened with a query string', 'http://finfree.test/auth/jwt/login?returnTo=%2Fdashboard'],
      ['opened with a fragment', 'http://finfree.test/auth/jwt/login#form'],
    ])('loads the app when %s', (why, url) => {
      if (why.includes('someone else'))
        document.documentElement.setAttribute(STALE_PRERENDER_ATTRIBUTE, 'stale');
      const { win, loaded } = page({ ...modules, complete: true, islands }, url);
      win.paint();
      expect(loaded()).toEqual({ entry: ['/assets/index.js'], preload: modules.preload });
    });

    describe('whose islands read parameters of the query themselves (sign-up)', () => {
      const reading = { ...islands, query: ['plan', 'interval', 'ref'] };

      it.each([
        'http://finfree.test/auth/jwt/register?plan=plan_pro_month&interval=month',
        'http://finfree.test/auth/jwt/register?ref=AMIRA24',
        'http://finfree.test/auth/jwt/register?ref',
        'http://finfree.test/auth/jwt/register',
        'http://finfree.test/auth/jwt/register?plan=p&lang=ar',
      ])('loads its islands for %s', (url) => {
        const { win, loaded } = page({ ...modules, complete: true, islands: reading }, url);
        win.paint();
        expect(loaded().entry).toEqual(['/assets/islands.js']);
      });

      it.each([
        ['another parameter', 'http://finfree.test/auth/jwt/register?plan=p&returnTo=%2Fdashboard'],
        ['a fragment', 'http://finfree.test/auth/jwt/register?plan=p#form'],
        ['a page prerendered for someone else', 'http://finfree.test/auth/jwt/register?plan=p'],
      ])('loads the app with %s', (why, url) => {
        if (why.includes('someone else'))
          document.documentElement.setAttribute(STALE_PRERENDER_ATTRIBUTE, 'stale');
        const { win, loaded } = page({ ...modules, complete: true, islands: reading }, url);
        win.paint();
        expect(loaded().entry).toEqual(['/assets/index.js']);
      });
    });
  });

  describe('the section of the path (/pricing)', () => {
    /** The boot data the API server writes into a page it rendered with that data. */
    function serveData() {
      const boot = document.createElement('script');
      boot.type = 'application/json';
      boot.id = SERVED_DATA_ELEMENT_ID;
      boot.textContent = '{"at":1}';
      document.body.append(boot);
      return boot;
    }

    function pricingSection() {
      const section = document.createElement('section');
      section.id = 'pricing';
      const scrolled = vi.fn();
      section.scrollIntoView = scrolled;
      document.body.append(section);
      return scrolled;
    }

    afterEach(() => {
      document.getElementById(SERVED_DATA_ELEMENT_ID)?.remove();
      document.getElementById('pricing')?.remove();
      document.documentElement.removeAttribute(SECTION_SHOWN_ATTRIBUTE);
      document.documentElement.removeAttribute(STALE_PRERENDER_ATTRIBUTE);
    });

    it.each(['http://finfree.test/pricing', 'http://finfree.test/pricing?lang=fr'])(
      'is shown at once, before the app, when the server rendered the page with its data, and the app is told so (%s)',
      (url) => {
        serveData();
        const scrolled = pricingSection();
        const { win } = page({ ...modules, complete: 'with-data', section: 'pricing' }, url);
        expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
        expect(document.documentElement.getAttribute(SECTION_SHOWN_ATTRIBUTE)).toBe('/pricing');
        win.paint();
      },
    );

    it.each([
      ['the page came without its data (static hosting)', false, 'http://finfree.test/pricing'],
      ['the page was prerendered for someone else', true, 'http://finfree.test/pricing'],
      ['the page is opened with a fragment', true, 'http://finfree.test/pricing#faq'],
    ])('is left to the app when %s', (why, withData, url) => {
      if (withData) serveData();
      if (why.includes('someone else'))
        document.documentElement.setAttribute(STALE_PRERENDER_ATTRIBUTE, 'stale');
      const scrolled = pricingSection();
      const { win, loaded } = page({ ...modules, complete: 'with-data', section: 'pricing' }, url);
      expect(scrolled).not.toHaveBeenCalled();
      expect(document.documentElement.hasAttribute(SECTION_SHOWN_ATTRIBUTE)).toBe(false);
      win.paint();
      expect(loaded().entry).toEqual(['/assets/index.js']);
    });
  });

  it('leaves the app shell (no module list) alone', () => {
    const { win, loaded } = page(null);
    win.paint();
    win.dispatchEvent(new Event('pointerdown'));
    expect(loaded()).toEqual({ entry: [], preload: [] });
  });
});

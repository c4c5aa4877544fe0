// The pure parts of the web benchmark: the median and range of runs, the session it injects
// before a signed-in page's scripts run (a cold load as a bookmark gives it), and the
// interaction measure's controls, in-page harness, percentiles, verdict and table.
import { runInNewContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import { PredefinedNetworkConditions } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import {
  HELPERS_GLOBAL,
  INTERACTION_KEY,
  TYPED_KEY,
  benchAccounts,
  benchPages,
  budgetMisses,
  cpuSlowdown,
  device,
  diagnostics,
  formatDiagnostics,
  formatInteractionTable,
  formatTable,
  interactionControls,
  interactionHarness,
  interactionSample,
  interactionVerdict,
  lostAfterMs,
  measuredInput,
  pageHelpers,
  pageTarget,
  percentile,
  sessionInjection,
  slow4G,
  summarize,
  summarizeInteraction,
  summarizeRuns,
  tapDelays,
} from './bench-web-lib.mjs';

describe('summarize', () => {
  it('gives the middle run of an odd count and the range', () => {
    expect(summarize([97, 91, 99, 93, 95])).toEqual({ median: 95, min: 91, max: 99, runs: 5 });
  });

  it('gives the mean of the two middle runs of an even count', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
  });

  it('sorts numerically, not as text', () => {
    expect(summarize([900, 1200, 100]).median).toBe(900);
  });

  it('refuses no runs or a run that is not a number', () => {
    expect(() => summarize([])).toThrow(/no runs/);
    expect(() => summarize([1, Number.NaN])).toThrow(/number/);
  });

  it('leaves out the runs where a metric could not be computed, and counts them', () => {
    expect(
      summarizeRuns([
        { lcp: 1000, tbt: null },
        { lcp: null, tbt: null },
        { lcp: 3000, tbt: null },
      ]),
    ).toEqual({ lcp: { median: 2000, min: 1000, max: 3000, runs: 2, missing: 1 }, tbt: null });
  });

  it('summarizes every metric of the runs', () => {
    expect(
      summarizeRuns([
        { performance: 90, lcp: 2000 },
        { performance: 98, lcp: 1000 },
        { performance: 94, lcp: 1500 },
      ]),
    ).toEqual({
      performance: { median: 94, min: 90, max: 98, runs: 3 },
      lcp: { median: 1500, min: 1000, max: 2000, runs: 3 },
    });
  });
});

describe('sessionInjection', () => {
  const user = { id: 'u1', name: "O'Brien </script>", role: 'user' };
  const keys = { accessToken: 'accessToken', user: 'user' };

  function run(script, origin) {
    const store = new Map();
    const sessionStorage = { setItem: (key, value) => store.set(key, value) };
    runInNewContext(script, { location: { origin }, sessionStorage });
    return store;
  }

  it('stores the token and the user as the app restores them, on the app origin', () => {
    const script = sessionInjection({
      origin: 'http://127.0.0.1:5393',
      accessToken: 'a.b.c',
      user,
      keys,
    });
    const store = run(script, 'http://127.0.0.1:5393');
    expect(store.get('accessToken')).toBe('a.b.c');
    expect(JSON.parse(store.get('user'))).toEqual(user);
  });

  it('writes nothing on another origin (about:blank before the page, another site)', () => {
    const script = sessionInjection({
      origin: 'http://127.0.0.1:5393',
      accessToken: 'a.b.c',
      user,
      keys,
    });
    expect(run(script, 'null').size).toBe(0);
    expect(run(script, 'http://example.com').size).toBe(0);
  });

  it('refuses a missing token, user or storage keys', () => {
    expect(() => sessionInjection({ origin: 'x', accessToken: '', user, keys })).toThrow();
    expect(() => sessionInjection({ origin: 'x', accessToken: 't', user: null, keys })).toThrow();
    expect(() => sessionInjection({ origin: 'x', accessToken: 't', user })).toThrow();
  });
});

describe('the measured pages and the table', () => {
  it('measures the public pages signed out and the dashboard screens signed in', () => {
    expect(benchPages.filter((page) => !page.signedIn).map((page) => page.path)).toEqual([
      '/',
      '/pricing',
      '/track-record',
      '/auth/jwt/login',
      '/auth/jwt/register?plan=pro&interval=month',
    ]);
    expect(
      benchPages
        .filter((page) => page.signedIn)
        .every((page) => page.path.startsWith('/dashboard')),
    ).toBe(true);
  });

  it('opens the management screens as the demo administrator, the others as the demo member', () => {
    for (const page of benchPages.filter((p) => p.signedIn)) {
      expect(page.signedIn).toBe(page.path.startsWith('/dashboard/group') ? 'admin' : 'member');
      expect(benchAccounts[page.signedIn].email).toMatch(/@finfree\.app$/);
    }
    expect(benchPages.filter((p) => p.signedIn === 'admin')).toHaveLength(7);
  });

  it('prints each page cold and warm with medians and ranges', () => {
    const r = (median, min, max) => ({ median, min, max, runs: 5 });
    const table = formatTable({
      '/dashboard': {
        cold: {
          performance: r(93, 90, 95),
          lcp: r(2100.4, 1900, 2500),
          tbt: r(120, 80, 200),
          cls: r(0.01, 0, 0.02),
        },
        warm: {
          performance: r(99, 98, 99),
          lcp: r(900, 850, 1000),
          tbt: r(10, 0, 30),
          cls: r(0, 0, 0),
        },
      },
    });
    expect(table).toMatch(
      /\/dashboard\s+cold\s+93 \(90–95\)\s+2100 \(1900–2500\)\s+120 \(80–200\)\s+0\.010/,
    );
    expect(table).toMatch(/\/dashboard\s+warm\s+99 \(98–99\)/);
  });

  it('keeps the columns in line when a path is longer than the page column', () => {
    const r = (median) => ({ median, min: median, max: median, runs: 1 });
    const row = { performance: r(95), lcp: r(1500), tbt: r(200), cls: r(0) };
    const lines = formatTable({
      '/dashboard': { cold: row },
      '/dashboard/group/integrations': { cold: row },
    }).split('\n');
    const modeColumn = lines.map((line) => line.search(/\b(mode|cold)\b/));
    expect(new Set(modeColumn).size).toBe(1);
  });

  it('prints n/a for a metric no run could compute', () => {
    const r = (median) => ({ median, min: median, max: median, runs: 1 });
    const table = formatTable({
      '/auth/jwt/login': { warm: { performance: null, lcp: null, tbt: r(0), cls: null } },
    });
    expect(table).toMatch(/\/auth\/jwt\/login\s+warm\s+n\/a\s+n\/a\s+0 \(0–0\)\s+n\/a/);
  });
});

describe('budgetMisses', () => {
  const r = (median) => ({ median, min: median, max: median, runs: 5 });

  it('holds performance as a floor and timings as ceilings, on the medians', () => {
    const budget = { performance: 92, lcp: 2500 };
    expect(budgetMisses({ performance: r(92), lcp: r(2500) }, budget)).toEqual([]);
    expect(budgetMisses({ performance: r(91), lcp: r(2600.4) }, budget)).toEqual([
      'performance 91 (budget ≥ 92)',
      'lcp 2600 (budget ≤ 2500)',
    ]);
  });

  it('gives every page of the issue its budget', () => {
    const byPath = Object.fromEntries(benchPages.map((page) => [page.path, page.budget]));
    for (const path of [
      '/',
      '/pricing',
      '/track-record',
      '/auth/jwt/login',
      '/auth/jwt/register?plan=pro&interval=month',
    ]) {
      expect(byPath[path]).toEqual({ performance: 97, tbt: 150 });
    }
    for (const page of benchPages.filter((p) => p.signedIn)) {
      expect(page.budget).toEqual({ performance: 92, lcp: 2500 });
    }
  });
});

describe('diagnostics', () => {
  const lhr = {
    audits: {
      'first-contentful-paint': { numericValue: 812.4 },
      'largest-contentful-paint': { numericValue: 905.6 },
      'total-blocking-time': { numericValue: 230 },
      'lcp-breakdown-insight': {
        details: {
          type: 'list',
          items: [
            {
              type: 'table',
              items: [
                { subpart: 'timeToFirstByte', duration: 15.2 },
                { subpart: 'elementRenderDelay', duration: 890.4 },
              ],
            },
            { type: 'node', nodeLabel: 'Hello, Demo Member', snippet: '<p data-part="greeting">' },
          ],
        },
      },
      'long-tasks': {
        details: {
          items: [
            { url: 'a.js', startTime: 900, duration: 120 },
            { url: 'b.js', startTime: 1500, duration: 300 },
            { url: 'c.js', startTime: 2000, duration: 60 },
          ],
        },
      },
    },
  };

  it('reads the LCP element, its phases, the metrics and the longest tasks first', () => {
    const d = diagnostics(lhr, 2);
    expect(d.lcpElement).toEqual({
      text: 'Hello, Demo Member',
      snippet: '<p data-part="greeting">',
    });
    expect(d.lcpPhases).toEqual({ timeToFirstByte: 15.2, elementRenderDelay: 890.4 });
    expect([d.fcp, d.lcp, d.tbt]).toEqual([812.4, 905.6, 230]);
    expect(d.longTasks).toEqual([
      { url: 'b.js', start: 1500, duration: 300 },
      { url: 'a.js', start: 900, duration: 120 },
    ]);
    expect(formatDiagnostics(d).split('\n')).toEqual([
      '  LCP element: "Hello, Demo Member" <p data-part="greeting">',
      '  FCP 812 ms, LCP 906 ms (timeToFirstByte 15, elementRenderDelay 890), TBT 230 ms',
      '  task 300 ms at 1500 ms: b.js',
      '  task 120 ms at 900 ms: a.js',
    ]);
  });

  it('says so when a run has no LCP element, phases or tasks', () => {
    const d = diagnostics({ audits: {} });
    expect(d).toEqual({
      lcpElement: null,
      lcpPhases: {},
      fcp: null,
      lcp: null,
      tbt: null,
      longTasks: [],
    });
    expect(formatDiagnostics(d)).toBe(
      '  LCP element: none (no LCP element in this run)\n  FCP n/a ms, LCP n/a ms (no phases), TBT n/a ms',
    );
  });
});

describe('interaction: the conditions', () => {
  it("throttles as Chrome DevTools' Slow 4G preset and a 4× slower CPU", () => {
    const preset = PredefinedNetworkConditions['Slow 4G'];
    expect(slow4G).toEqual({
      offline: false,
      latency: preset.latency,
      downloadThroughput: preset.download,
      uploadThroughput: preset.upload,
    });
    expect([slow4G.latency, slow4G.downloadThroughput, slow4G.uploadThroughput]).toEqual([
      562.5, 180_000, 84_375,
    ]);
    expect(cpuSlowdown).toBe(4);
  });

  it('taps 0.5 s and 3 s after first paint and calls an input lost after 10 s', () => {
    expect(tapDelays).toEqual({ '0.5s': 500, '3s': 3000 });
    expect(lostAfterMs).toBe(10_000);
  });

  it('uses a phone (touch) at 390 px and a desktop (mouse) at 1440 px', () => {
    expect(device({ width: 390 })).toEqual({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      pointer: 'touch',
    });
    expect(device({ width: 1440 }).pointer).toBe('mouse');
  });
});

describe('interaction: the controls', () => {
  const byPage = (path) => interactionControls.filter((c) => c.path === path).map((c) => c.control);

  it('measures every public page and the dashboard first tap', () => {
    expect(byPage('/')).toEqual([
      'menu button',
      'language button',
      'language → Français',
      'plan button (Pro)',
    ]);
    expect(byPage('/pricing')).toEqual(['billing toggle (Yearly)']);
    expect(byPage('/contact-us')).toEqual(['contact form: one key']);
    expect(byPage('/track-record')).toEqual(['Verify the history']);
    expect(byPage('/auth/jwt/login')).toEqual(['e-mail field: one key']);
    expect(byPage('/auth/jwt/register?plan=pro&interval=month')).toEqual(['name field: one key']);
    expect(byPage('/dashboard')).toEqual([
      '390 px: menu button',
      '390 px: menu → Trades',
      '1440 px: Trades',
      '1440 px: Trades → its list',
    ]);
    expect(byPage('/dashboard/trades')).toEqual(['390 px: trade row', '1440 px: trade row']);
    expect(
      interactionControls.every(
        (c) =>
          c.signedIn === c.path.startsWith('/dashboard') ||
          (!c.signedIn && !c.path.startsWith('/dashboard')),
      ),
    ).toBe(true);
    expect(interactionControls.every((c) => c.shows && c.width)).toBe(true);
  });

  it('measures the last step: a key after a tap, the second tap after the menu', () => {
    const control = (name) => interactionControls.find((c) => c.control === name);
    expect(measuredInput(control('e-mail field: one key'))).toEqual({ kind: 'keydown', skip: 0 });
    expect(measuredInput(control('contact form: one key'))).toEqual({ kind: 'keydown', skip: 0 });
    expect(measuredInput(control('language → Français'))).toEqual({ kind: 'pointerdown', skip: 1 });
    expect(measuredInput(control('390 px: menu → Trades'))).toEqual({
      kind: 'pointerdown',
      skip: 1,
    });
    expect(measuredInput(control('menu button'))).toEqual({ kind: 'pointerdown', skip: 0 });
  });

  it('refuses a fallback tap before a measured tap (the count of taps would be unknown)', () => {
    const tap = { tap: { css: 'a' } };
    expect(() =>
      measuredInput({ control: 'x', steps: [{ ...tap, orFirst: { css: 'b' } }, tap] }),
    ).toThrow(/fallback/);
    expect(() =>
      measuredInput({ control: 'x', steps: [{ ...tap, orFirst: { css: 'b' } }] }),
    ).toThrow(/fallback/);
  });

  it('sends a target to the page as data, a RegExp name as its source and flags', () => {
    expect(pageTarget({ role: 'button', name: /^View /i })).toEqual({
      role: 'button',
      name: { source: '^View ', flags: 'i' },
    });
    expect(pageTarget({ role: 'link', name: 'Trades', within: { role: 'dialog' } })).toEqual({
      role: 'link',
      name: 'Trades',
      within: { role: 'dialog' },
    });
    expect(JSON.parse(JSON.stringify(pageTarget({ css: '#a' })))).toEqual({ css: '#a' });
  });
});

/** A page in jsdom whose elements all have a 100 × 40 box on screen (jsdom lays nothing out). */
function fakePage(html, path = '/') {
  const dom = new JSDOM(html, {
    url: `http://127.0.0.1${path}`,
    runScripts: 'outside-only',
    pretendToBeVisual: true,
  });
  const { window } = dom;
  window.HTMLElement.prototype.getBoundingClientRect = function () {
    const hidden = this.hidden || this.closest('[hidden]');
    const [width, height] = hidden ? [0, 0] : [100, 40];
    return {
      x: 10,
      y: 10,
      left: 10,
      top: 10,
      width,
      height,
      right: 10 + width,
      bottom: 10 + height,
    };
  };
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.performance.getEntriesByName = () => [{ startTime: 1000 }];
  return window;
}

/** A control's predicate run as the page runs it: from its source, with nothing but the page. */
function inPage(window, fn, ...args) {
  const h = pageHelpers(window.document, window);
  return runInNewContext(`(${fn.toString()})`, {})(h, ...args);
}

describe('interaction: the responses (predicates)', () => {
  const control = (name) => interactionControls.find((c) => c.control === name);

  it('are self-contained: each runs from its source text alone', () => {
    const window = fakePage('<h1>Title</h1>');
    for (const c of interactionControls) {
      expect(() => inPage(window, c.response, 'before'), c.control).not.toThrow();
      if (c.snapshot) expect(() => inPage(window, c.snapshot), c.control).not.toThrow();
    }
  });

  it('see the navigation drawer once a dialog with links is shown', () => {
    const { response } = control('menu button');
    expect(inPage(fakePage('<button aria-label="Open navigation"></button>'), response)).toBe(
      false,
    );
    expect(inPage(fakePage('<div role="dialog" hidden><a href="/">Home</a></div>'), response)).toBe(
      false,
    );
    expect(inPage(fakePage('<div role="dialog"><a href="/">Home</a></div>'), response)).toBe(true);
  });

  it('see a typed key in the field, not an empty or other field', () => {
    const { response } = control('e-mail field: one key');
    expect(inPage(fakePage('<input type="email">'), response)).toBe(false);
    const window = fakePage('<input type="email">');
    window.document.querySelector('input').value = TYPED_KEY;
    expect(inPage(window, response)).toBe(true);
    const contact = control('contact form: one key');
    const form = fakePage(
      '<section id="contact-us"><input autocomplete="name"><input autocomplete="email"></section>',
    );
    form.document.querySelector('[autocomplete=email]').value = TYPED_KEY;
    expect(inPage(form, contact.response)).toBe(false);
    form.document.querySelector('[autocomplete=name]').value = TYPED_KEY;
    expect(inPage(form, contact.response)).toBe(true);
  });

  it('see the billing toggle once the shown price changed', () => {
    const { snapshot, response } = control('billing toggle (Yearly)');
    const page = fakePage(
      '<section id="pricing"><article><p>$29.00 / month</p></article></section>',
    );
    const before = inPage(page, snapshot);
    expect(before).toBe('$29.00 / month');
    expect(inPage(page, response, before)).toBe(false);
    page.document.querySelector('p').textContent = '$290.00 / year';
    expect(inPage(page, response, before)).toBe(true);
    expect(inPage(page, response, null)).toBe(false);
  });

  it('see the billing toggle by the first price shown when both lists are in the page', () => {
    const { snapshot, response } = control('billing toggle (Yearly)');
    const page = fakePage(
      '<section id="pricing"><div id="m"><article><p>$29.00 / month</p></article></div>' +
        '<div id="y" hidden><article><p>$290.00 / year</p></article></div></section>',
    );
    const before = inPage(page, snapshot);
    expect(before).toBe('$29.00 / month');
    expect(inPage(page, response, before)).toBe(false);
    page.document.getElementById('m').hidden = true;
    page.document.getElementById('y').hidden = false;
    expect(inPage(page, response, before)).toBe(true);
  });

  it('see the sign-up page for a plan button, not the landing with a new path', () => {
    const { response } = control('plan button (Pro)');
    const before = 'Trade with a community';
    expect(inPage(fakePage(`<h1>${before}</h1>`, '/auth/jwt/register'), response, before)).toBe(
      false,
    );
    expect(inPage(fakePage('<h1>Create your account</h1>', '/'), response, before)).toBe(false);
    expect(
      inPage(fakePage('<h1>Create your account</h1>', '/auth/jwt/register'), response, before),
    ).toBe(true);
  });

  it('see the language switched once <html lang> and the heading changed', () => {
    const { response } = control('language → Français');
    const page = fakePage('<h1>Trade with a community</h1>');
    expect(inPage(page, response, 'Trade with a community')).toBe(false);
    page.document.documentElement.lang = 'fr';
    expect(inPage(page, response, 'Trade with a community')).toBe(false);
    page.document.querySelector('h1').textContent = 'Tradez avec une communauté';
    expect(inPage(page, response, 'Trade with a community')).toBe(true);
  });

  it('see the check of the history once its status shows text', () => {
    const { response } = control('Verify the history');
    const page = fakePage('<div role="status" aria-busy="false"></div>');
    expect(inPage(page, response)).toBe(false);
    page.document.querySelector('[role=status]').textContent = 'Reading the history…';
    expect(inPage(page, response)).toBe(true);
  });

  it('find a target by role and accessible name, inside another, or by CSS', () => {
    const page = fakePage(`
      <a href="/t">Trades</a>
      <div role="dialog"><a href="/dashboard/trades">Trades</a></div>
      <button aria-label="View US30"></button>
      <label><input type="radio" name="i">Yearly</label>
      <button hidden>Hidden</button>`);
    const h = pageHelpers(page.document, page);
    expect(h.locate(pageTarget({ role: 'button', name: /^View / }))).toEqual({ x: 60, y: 30 });
    expect(h.locate(pageTarget({ role: 'radio', name: 'Yearly' }))).not.toBeNull();
    expect(h.locate({ role: 'link', name: 'Trades', within: { role: 'dialog' } })).not.toBeNull();
    expect(h.locate({ role: 'link', name: 'Trades', within: { role: 'navigation' } })).toBeNull();
    expect(h.locate({ role: 'button', name: 'Hidden' })).toBeNull();
    expect(h.locate({ css: 'input[type=radio]' })).not.toBeNull();
    expect(h.locate({ role: 'link', name: 'Trade' })).toBeNull();
  });
});

describe('interaction: the in-page harness', () => {
  function run(control, html) {
    const window = fakePage(html);
    window.eval(interactionHarness(control));
    const input = (type, timeStamp) => {
      const event = new window.Event(type);
      Object.defineProperty(event, 'timeStamp', { value: timeStamp });
      window.dispatchEvent(event);
    };
    const record = () => JSON.parse(window.sessionStorage.getItem(INTERACTION_KEY));
    const frame = () => new Promise((resolve) => window.requestAnimationFrame(() => resolve()));
    return { window, input, record, frame };
  }

  it('times the measured input to the first frame its response shows', async () => {
    const menu = interactionControls.find((c) => c.control === 'menu button');
    const { window, input, record, frame } = run(menu, '<button>Open navigation</button>');
    expect(
      window[HELPERS_GLOBAL].locate({ role: 'button', name: 'Open navigation' }),
    ).not.toBeNull();
    const now = window.performance.now();
    input('keydown', now); // not the measured kind
    expect(record()).toBeNull();
    input('pointerdown', now);
    expect(record()).toMatchObject({ afterFcp: now - 1000, response: null });
    await frame();
    await frame();
    expect(record().response).toBeNull();
    window.document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog"><a href="/">x</a></div>',
    );
    await frame();
    await frame();
    const { input: at, response } = record();
    expect(at).toBe(window.performance.timeOrigin + now);
    expect(response).toBeGreaterThanOrEqual(at);
    expect(response - at).toBeLessThan(1000);
  });

  it('skips the earlier taps of the steps and keeps the snapshot taken at the input', () => {
    const french = interactionControls.find((c) => c.control === 'language → Français');
    const { window, input, record } = run(french, '<h1>Trade with a community</h1>');
    input('pointerdown', window.performance.now());
    expect(record()).toBeNull();
    input('pointerdown', window.performance.now());
    expect(record().before).toBe('Trade with a community');
  });

  it('keeps watching in the next document when the tap loaded one', async () => {
    const plan = interactionControls.find((c) => c.control === 'plan button (Pro)');
    const window = fakePage('<h1>Create your account</h1>', '/auth/jwt/register');
    const started = { input: 1, afterFcp: 500, scrollY: 0, before: 'Trade', response: null };
    window.sessionStorage.setItem(INTERACTION_KEY, JSON.stringify(started));
    window.eval(interactionHarness(plan));
    await new Promise((resolve) => window.requestAnimationFrame(() => resolve()));
    await new Promise((resolve) => window.requestAnimationFrame(() => resolve()));
    const record = JSON.parse(window.sessionStorage.getItem(INTERACTION_KEY));
    expect(record.response).toBeGreaterThan(1);
    expect(record.path).toBe('/auth/jwt/register');
  });
});

describe('interaction: samples, percentiles, verdict and table', () => {
  it('turns a record into a response time, or a lost input with the reason', () => {
    expect(interactionSample({ input: 1000, afterFcp: 510, response: 1120 })).toEqual({
      ms: 120,
      at: 510,
      lost: false,
    });
    expect(interactionSample(null)).toMatchObject({ lost: true, reason: /never reached/ });
    expect(interactionSample({ input: 0, afterFcp: 500, response: 10_001 })).toMatchObject({
      ms: null,
      at: 500,
      lost: true,
    });
    expect(
      interactionSample(
        { input: 0, afterFcp: 500, scrollY: 2402, response: null },
        { path: '/pricing', scrollY: 0, heading: 'Trade' },
      ).reason,
    ).toBe(
      'no visible response within 10 s (on /pricing, heading "Trade", scrolled from 2402 to 0 px)',
    );
  });

  it('takes percentiles by nearest rank', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([30, 10, 20], 50)).toBe(20);
    expect(percentile([30, 10, 20], 75)).toBe(30);
    expect(
      percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 75),
    ).toBe(15);
  });

  it('summarizes the answered inputs and counts the lost ones apart', () => {
    const ok = (ms, at = 500) => ({ ms, at, lost: false });
    const lost = { ms: null, at: 520, lost: true, reason: 'x' };
    expect(summarizeInteraction([ok(100), ok(300), lost, ok(200)])).toEqual({
      runs: 4,
      p50: 200,
      p75: 300,
      max: 300,
      lost: 1,
      at: 500,
    });
    expect(summarizeInteraction([lost])).toMatchObject({
      p50: null,
      p75: null,
      max: null,
      lost: 1,
    });
  });

  const s = (p75, lost = 0) => ({ runs: 5, p50: p75, p75, max: p75, lost, at: 500 });

  it('names the controls over 200 ms at p75 tapped 3 s after first paint, or with a lost input', () => {
    const verdict = interactionVerdict({
      '/': {
        'menu button': { '0.5s': s(900), '3s': s(150) },
        'language button': { '0.5s': s(100), '3s': s(201) },
      },
      '/pricing': { 'billing toggle (Yearly)': { '0.5s': s(50, 1), '3s': s(null, 5) } },
    });
    expect(verdict).toEqual([
      '/ language button: p75 201 ms 3 s after first paint',
      '/pricing billing toggle (Yearly): 1 of 5 lost at 0.5 s, 5 of 5 lost at 3 s',
    ]);
    expect(interactionVerdict({ '/': { menu: { '3s': s(200) } } })).toEqual([]);
  });

  it('prints one line per page, control and timing', () => {
    const table = formatInteractionTable({
      '/': { 'menu button': { '0.5s': s(1234.4), '3s': { ...s(null, 5), at: null } } },
    }).split('\n');
    expect(table[0]).toMatch(/^page\s+control\s+tap\s+p50\s+p75\s+max\s+lost\s+input at$/);
    expect(table[1]).toMatch(/^\/\s+menu button\s+0\.5s\s+1234\s+1234\s+1234\s+0\/5\s+\+0\.50 s$/);
    expect(table[2]).toMatch(/^\/\s+menu button\s+3s\s+n\/a\s+n\/a\s+n\/a\s+5\/5\s+n\/a$/);
  });

  it('keeps its columns aligned under a page longer than the column', () => {
    const long = '/auth/jwt/register?plan=pro&interval=month';
    const table = formatInteractionTable({
      '/': { 'menu button': { '3s': s(100) } },
      [long]: { 'name field: one key': { '3s': s(14) } },
    }).split('\n');
    const column = (line) => line.indexOf(' control') + 1;
    expect(table[1].indexOf('menu button')).toBe(column(table[0]));
    expect(table[2].indexOf('name field')).toBe(column(table[0]));
  });
});

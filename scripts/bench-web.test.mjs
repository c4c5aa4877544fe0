// The pure parts of the web benchmark: the median and range of runs, and the session it
// injects before a signed-in page's scripts run (a cold load as a bookmark gives it).
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  benchPages,
  budgetMisses,
  diagnostics,
  formatDiagnostics,
  formatTable,
  sessionInjection,
  summarize,
  summarizeRuns,
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
      '/auth/jwt/login',
    ]);
    expect(
      benchPages
        .filter((page) => page.signedIn)
        .every((page) => page.path.startsWith('/dashboard')),
    ).toBe(true);
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
    expect(byPath['/']).toEqual({ performance: 97, tbt: 150 });
    expect(byPath['/dashboard']).toEqual({ performance: 92, lcp: 2500 });
    expect(byPath['/dashboard/affiliates']).toEqual({ performance: 90 });
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

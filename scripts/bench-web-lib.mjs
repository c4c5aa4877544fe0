// The pure parts of `scripts/bench-web.mjs` (tested in `bench-web.test.mjs`): which pages are
// measured and how, the median and range of runs, and the script that puts a session into a
// page's sessionStorage before the page's own scripts run.

/** The demo accounts a signed-in page is opened by (`signedIn`: `member` or `admin`). */
export const benchAccounts = {
  member: { email: 'demo@finfree.app', password: 'finfree-demo-member' },
  admin: { email: 'admin@finfree.app', password: 'finfree-demo-admin' },
};

const dashboardBudget = { performance: 92, lcp: 2500 };

/** The sign-up page as a plan button opens it. */
const SIGN_UP_WITH_PLAN = '/auth/jwt/register?plan=pro&interval=month';

/**
 * The pages the benchmark measures. `signedIn` pages are opened by that demo account (the
 * member, or the administrator for the management screens): cold with the session injected
 * before any script runs (as a bookmark opened in a signed-in tab), warm after signing in
 * through the form in the same tab. One more page is one more line.
 */
export const benchPages = [
  { path: '/', signedIn: false, budget: { performance: 97, tbt: 150 } },
  { path: '/pricing', signedIn: false, budget: { performance: 97, tbt: 150 } },
  { path: '/track-record', signedIn: false, budget: { performance: 97, tbt: 150 } },
  { path: '/auth/jwt/login', signedIn: false, budget: { performance: 97, tbt: 150 } },
  // Where every plan button leads (the plan in the address).
  { path: SIGN_UP_WITH_PLAN, signedIn: false, budget: { performance: 97, tbt: 150 } },
  ...[
    '/dashboard',
    '/dashboard/trades',
    '/dashboard/pricing',
    '/dashboard/payment',
    '/dashboard/affiliates',
    '/dashboard/one',
    '/dashboard/connect',
    '/dashboard/outlook',
  ].map((path) => ({ path, signedIn: 'member', budget: dashboardBudget })),
  ...[
    '/dashboard/group',
    '/dashboard/group/five',
    '/dashboard/group/six',
    '/dashboard/group/audit-log',
    '/dashboard/group/disputes',
    '/dashboard/group/outlook',
    '/dashboard/group/integrations',
  ].map((path) => ({ path, signedIn: 'admin', budget: dashboardBudget })),
];

/**
 * The cold medians measured against a page's budget (`performance` is a floor, `lcp` and `tbt`
 * in ms are ceilings): the list of misses, empty when the page is within its budget.
 */
export function budgetMisses(summary, budget = {}) {
  const misses = [];
  for (const [key, limit] of Object.entries(budget)) {
    const median = summary[key]?.median;
    if (median === undefined) continue;
    const ok = key === 'performance' ? median >= limit : median <= limit;
    if (!ok)
      misses.push(
        `${key} ${Math.round(median)} (budget ${key === 'performance' ? '≥' : '≤'} ${limit})`,
      );
  }
  return misses;
}

const score = (category) =>
  typeof category?.score === 'number' ? Math.round(category.score * 100) : null;
const numeric = (audit) => (typeof audit?.numericValue === 'number' ? audit.numericValue : null);

/** The figures kept per run (Lighthouse audit ids or categories) and how they are read. */
export const metrics = {
  performance: (lhr) => score(lhr.categories.performance),
  accessibility: (lhr) => score(lhr.categories.accessibility),
  'best-practices': (lhr) => score(lhr.categories['best-practices']),
  fcp: (lhr) => numeric(lhr.audits['first-contentful-paint']),
  lcp: (lhr) => numeric(lhr.audits['largest-contentful-paint']),
  tbt: (lhr) => numeric(lhr.audits['total-blocking-time']),
  cls: (lhr) => numeric(lhr.audits['cumulative-layout-shift']),
};

/**
 * Median and range of a list of runs. For an even count the median is the mean of the two
 * middle values. Throws on an empty list (a benchmark without runs measured nothing).
 */
export function summarize(values) {
  if (values.length === 0) throw new Error('summarize: no runs');
  if (values.some((value) => typeof value !== 'number' || Number.isNaN(value)))
    throw new Error('summarize: every run must be a number');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs: values.length };
}

/**
 * Every metric of a list of per-run records (`{ performance: 91, lcp: 1530, … }`) summarized.
 * A run in which Lighthouse could not compute a metric (null) is left out of that metric and
 * counted in its `missing`; a metric no run computed is null.
 */
export function summarizeRuns(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(
    keys.map((key) => {
      const values = runs.map((run) => run[key]).filter((value) => typeof value === 'number');
      const missing = runs.length - values.length;
      if (values.length === 0) return [key, null];
      return [key, missing ? { ...summarize(values), missing } : summarize(values)];
    }),
  );
}

/**
 * The source of a script that stores the session (the token and the user under `keys`: the
 * `STORAGE_KEYS` of `@finfree/core` it restores from, as the web build's renderer exports them)
 * in sessionStorage. Meant for `page.evaluateOnNewDocument`, which runs it in every new
 * document before the page's scripts. It only writes on the app's origin, never on about:blank
 * or another site.
 */
export function sessionInjection({ origin, accessToken, user, keys }) {
  if (!accessToken || !user) throw new Error('sessionInjection: a token and a user are needed');
  if (!keys?.accessToken || !keys?.user)
    throw new Error('sessionInjection: the storage keys are needed');
  return `(() => {
  if (location.origin !== ${JSON.stringify(origin)}) return;
  sessionStorage.setItem(${JSON.stringify(keys.accessToken)}, ${JSON.stringify(accessToken)});
  sessionStorage.setItem(${JSON.stringify(keys.user)}, ${JSON.stringify(JSON.stringify(user))});
})();`;
}

const ms = (value) => `${Math.round(value)}`;
const range = (summary, format) =>
  summary ? `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})` : 'n/a';

/** The printed table: one line per page and mode, medians with their ranges. */
export function formatTable(results) {
  // The page column as wide as the longest path measured.
  const width = Math.max(22, ...Object.keys(results).map((path) => path.length));
  const lines = [
    `${'page'.padEnd(width)} mode  perf          LCP ms               TBT ms            CLS`,
  ];
  for (const [path, modes] of Object.entries(results)) {
    for (const [mode, r] of Object.entries(modes)) {
      lines.push(
        `${path.padEnd(width)} ${mode.padEnd(5)} ${range(r.performance, String).padEnd(13)} ${range(r.lcp, ms).padEnd(20)} ${range(r.tbt, ms).padEnd(17)} ${r.cls ? r.cls.median.toFixed(3) : 'n/a'}`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * What delays a run's LCP and makes its TBT, from a Lighthouse report: the LCP element (its
 * text and markup), LCP's phases (time to first byte, load and render delays), FCP, LCP and TBT,
 * and the longest main-thread tasks with the script they are attributed to.
 */
export function diagnostics(lhr, longest = 5) {
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = breakdown.find((item) => item.type === 'node');
  const phases = breakdown.find((item) => item.type === 'table')?.items ?? [];
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return {
    lcpElement: node ? { text: node.nodeLabel ?? '', snippet: node.snippet ?? '' } : null,
    lcpPhases: Object.fromEntries(phases.map((phase) => [phase.subpart, phase.duration])),
    fcp: numeric(lhr.audits['first-contentful-paint']),
    lcp: numeric(lhr.audits['largest-contentful-paint']),
    tbt: numeric(lhr.audits['total-blocking-time']),
    longTasks: [...tasks]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, longest)
      .map((task) => ({ url: task.url, start: task.startTime, duration: task.duration })),
  };
}

/** {@link diagnostics} as printed lines. */
export function formatDiagnostics(d) {
  const element = d.lcpElement
    ? `"${d.lcpElement.text}" ${d.lcpElement.snippet}`
    : 'none (no LCP element in this run)';
  const phases = Object.entries(d.lcpPhases)
    .map(([phase, duration]) => `${phase} ${ms(duration)}`)
    .join(', ');
  const figure = (value) => (value === null ? 'n/a' : ms(value));
  return [
    `  LCP element: ${element}`,
    `  FCP ${figure(d.fcp)} ms, LCP ${figure(d.lcp)} ms (${phases || 'no phases'}), TBT ${figure(d.tbt)} ms`,
    ...d.longTasks.map(
      (task) => `  task ${ms(task.duration)} ms at ${ms(task.start)} ms: ${task.url}`,
    ),
  ].join('\n');
}

// ── Interaction: a visitor's first tap (or keystroke) to its visible response ──────────────────
// `scripts/bench-web-interaction.mjs` drives the browser; what is measured, under which
// conditions, and how the samples become the printed table and verdict is here.

/**
 * Chrome DevTools' "Slow 4G" network preset, as puppeteer-core's `PredefinedNetworkConditions`
 * carry it: 150 ms RTT × 3.75 = 562.5 ms latency, 1.6 Mbit/s × 0.9 = 180,000 B/s down, 750 kbit/s
 * × 0.9 = 84,375 B/s up. The shape is CDP's `Network.emulateNetworkConditions`.
 */
export const slow4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

/** CDP `Emulation.setCPUThrottlingRate`: the page's main thread runs 4 × slower. */
export const cpuSlowdown = 4;

/** When the first tap comes: this long after the page's first contentful paint (ms). */
export const tapDelays = { '0.5s': 500, '3s': 3000 };

/** An input whose response has not shown this long after it (ms) is lost. */
export const lostAfterMs = 10_000;

/** A control answers "at once" when its p75, tapped 3 s after first paint, is within this (ms). */
export const responseLimitMs = 200;

/** Widths from which a control is used with a mouse instead of a finger. */
const DESKTOP_FROM = 1024;

/** The device a control is measured on: a phone (touch) below 1024 px, else a desktop (mouse). */
export function device(control) {
  const phone = control.width < DESKTOP_FROM;
  return {
    viewport: { width: control.width, height: phone ? 844 : 900 },
    hasTouch: phone,
    isMobile: phone,
    pointer: phone ? 'touch' : 'mouse',
  };
}

/**
 * What the page-side code may use (run in the page, so it must not reference anything outside
 * itself). `visible` is what a person can see: connected, a box with an area at least partly on
 * the screen, and neither it nor an ancestor hidden or fully transparent. `locate` finds a
 * step's target (see {@link pageTarget}) as a person finds it — the first one shown, by its role
 * and accessible name, or by CSS — scrolls it to the middle of the screen if it is off screen,
 * and gives its centre; null while there is none.
 */
export function pageHelpers(document, window) {
  const visible = (element) => {
    if (!element || !element.isConnected) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (box.bottom <= 0 || box.right <= 0) return false;
    if (box.top >= window.innerHeight || box.left >= window.innerWidth) return false;
    if (typeof element.checkVisibility === 'function')
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    return true;
  };
  const text = (element) => (element ? element.textContent.replace(/\s+/g, ' ').trim() : null);
  const $$ = (selector) => [...document.querySelectorAll(selector)];
  const roles = {
    button: 'button, [role=button]',
    link: 'a[href], [role=link]',
    radio: 'input[type=radio], [role=radio]',
    menuitem: '[role=menuitem]',
    dialog: 'dialog, [role=dialog]',
    navigation: 'nav, [role=navigation]',
  };
  const nameOf = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label.replace(/\s+/g, ' ').trim();
    const by = element.getAttribute('aria-labelledby');
    if (by)
      return by
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)) ?? '')
        .join(' ');
    if (element.labels && element.labels.length > 0) return text(element.labels[0]);
    return text(element);
  };
  const named = (element, name) => {
    if (name === undefined) return true;
    const actual = nameOf(element);
    return typeof name === 'string'
      ? actual === name
      : new RegExp(name.source, name.flags).test(actual);
  };
  // Shown (a tap can reach it), wherever it is on the page: a radio button may be transparent
  // over its label.
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return (
      typeof element.checkVisibility !== 'function' ||
      element.checkVisibility({ visibilityProperty: true })
    );
  };
  const find = (scope, target) =>
    [...scope.querySelectorAll(target.css ?? roles[target.role])].find(
      (element) => shown(element) && named(element, target.name),
    ) ?? null;
  const locate = (target) => {
    const scope = target.within ? find(document, target.within) : document;
    const element = scope && find(scope, target);
    if (!element) return null;
    let box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      element.scrollIntoView({ block: 'center' });
      box = element.getBoundingClientRect();
    }
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };
  return {
    $: (selector) => document.querySelector(selector),
    $$,
    visible,
    text,
    locate,
    path: () => window.location.pathname,
    lang: () => document.documentElement.lang,
    /** The text of the first level-1 heading on screen (a page or screen's title), or null. */
    heading: () => text($$('h1').find(visible) ?? null),
  };
}

/**
 * A step's target as sent to the page: `{ css }` or `{ role, name, within }`, a name being the
 * exact accessible name or a RegExp (sent as its source and flags).
 */
export function pageTarget(target) {
  const name =
    target.name instanceof RegExp
      ? { source: target.name.source, flags: target.name.flags }
      : target.name;
  return {
    ...target,
    ...(target.name === undefined ? {} : { name }),
    ...(target.within ? { within: pageTarget(target.within) } : {}),
  };
}

// The responses (predicates, run in the page in every animation frame after the input). Each
// takes the helpers and, if the control has one, its `snapshot` taken at the input. They are
// sent to the page as source text: nothing outside the function's own text (no closure).
const dialogWithLinks = (h) =>
  h
    .$$('dialog, [role=dialog]')
    .some((dialog) => h.visible(dialog) && dialog.querySelector('a[href]'));
const anyDialog = (h) => h.$$('dialog, [role=dialog]').some((dialog) => h.visible(dialog));
const languageMenu = (h) =>
  h.$$('[role=menu]').some((menu) => h.visible(menu) && menu.querySelector('[role=menuitem]'));
// The page's title when tapped, on screen or not (the first level-1 heading).
const pageTitle = (h) => h.text(h.$('h1'));

const menuButton = { role: 'button', name: 'Open navigation' };
const languageButton = { role: 'button', name: /^Language/ };
/** The key typed into a field (the typing predicates look for it). */
export const TYPED_KEY = 'm';

/** The Trades link of the dashboard's side navigation (on a desktop). */
const desktopTradesLink = {
  role: 'link',
  name: 'Trades',
  within: { role: 'navigation', name: 'Main navigation' },
};

/**
 * The controls measured: the page, the control's name in the table, the width (390 px: a
 * phone, touch), the steps (`tap` a target — role and accessible name, or CSS — or press a
 * `key`; the first step comes at the timing after first paint, each next one as soon
 * as its target is on screen), what the response is (`shows`, for the docs and the table's
 * reader) and the predicate that sees it. The measured input is the last step's.
 * A tap step's `orFirst` is what a person taps when the target is not on screen yet (the
 * contact form's placeholder): then the target is tapped once it appears. It may only come
 * before a key step (the measured input is then that key, whatever was tapped before).
 * `signedIn` screens are opened cold as from a bookmark (the session injected before any
 * script). One more control is one more entry.
 */
export const interactionControls = [
  {
    path: '/',
    control: 'menu button',
    width: 390,
    steps: [{ tap: menuButton }],
    shows: 'the navigation drawer (a dialog with the links)',
    response: dialogWithLinks,
  },
  {
    path: '/',
    control: 'language button',
    width: 390,
    steps: [{ tap: languageButton }],
    shows: 'the language menu',
    response: languageMenu,
  },
  {
    path: '/',
    control: 'language → Français',
    width: 390,
    steps: [{ tap: languageButton }, { tap: { role: 'menuitem', name: 'Français' } }],
    shows: '<html lang="fr"> and the page heading in French',
    snapshot: pageTitle,
    response: (h, before) =>
      h.lang().startsWith('fr') && before !== null && ![null, before].includes(h.heading()),
  },
  {
    path: '/',
    control: 'plan button (Pro)',
    width: 390,
    steps: [{ tap: { role: 'link', name: 'Choose Pro' } }],
    shows: "the sign-up page's heading",
    snapshot: pageTitle,
    response: (h, before) =>
      h.path() === '/auth/jwt/register' && before !== null && ![null, before].includes(h.heading()),
  },
  {
    path: '/pricing',
    control: 'billing toggle (Yearly)',
    width: 390,
    steps: [{ tap: { role: 'radio', name: 'Yearly' } }],
    shows: "the first visible plan's price and interval changed",
    // Both intervals' lists may be in the page, one of them hidden: the first one shown counts.
    snapshot: (h) => h.text(h.$$('#pricing article p').find((p) => h.visible(p)) ?? null),
    response: (h, before) => {
      const price = h.$$('#pricing article p').find((p) => h.visible(p));
      return before !== null && price !== undefined && h.text(price) !== before;
    },
  },
  {
    path: '/contact-us',
    control: 'contact form: one key',
    width: 390,
    steps: [
      {
        tap: { css: '#contact-us input[autocomplete=name]' },
        orFirst: { css: '#contact-us [data-component=Skeleton]' },
      },
      { key: TYPED_KEY },
    ],
    shows: 'the typed character in the Name field',
    response: (h) =>
      h.$$('#contact-us input[autocomplete=name]').some((f) => h.visible(f) && f.value === 'm'),
  },
  {
    path: '/track-record',
    control: 'Verify the history',
    width: 390,
    steps: [{ tap: { role: 'button', name: 'Verify the history' } }],
    shows: "the check's status (reading, progress or result)",
    response: (h) => h.$$('[role=status]').some((status) => h.visible(status) && h.text(status)),
  },
  {
    path: '/auth/jwt/login',
    control: 'e-mail field: one key',
    width: 390,
    steps: [{ tap: { css: 'input[type=email]' } }, { key: TYPED_KEY }],
    shows: 'the typed character in the e-mail field',
    response: (h) => h.$$('input[type=email]').some((f) => h.visible(f) && f.value === 'm'),
  },
  {
    path: SIGN_UP_WITH_PLAN,
    control: 'name field: one key',
    width: 390,
    steps: [{ tap: { css: 'input[name=name]' } }, { key: TYPED_KEY }],
    shows: 'the typed character in the name field',
    response: (h) => h.$$('input[name=name]').some((f) => h.visible(f) && f.value === 'm'),
  },
  {
    path: '/dashboard',
    control: '390 px: menu button',
    width: 390,
    signedIn: true,
    steps: [{ tap: menuButton }],
    shows: 'the navigation drawer',
    response: dialogWithLinks,
  },
  {
    path: '/dashboard',
    control: '390 px: menu → Trades',
    width: 390,
    signedIn: true,
    steps: [
      { tap: menuButton },
      { tap: { role: 'link', name: 'Trades', within: { role: 'dialog' } } },
    ],
    shows: "the trades screen's heading",
    snapshot: pageTitle,
    response: (h, before) =>
      h.path() === '/dashboard/trades' && before !== null && ![null, before].includes(h.heading()),
  },
  {
    path: '/dashboard',
    control: '1440 px: Trades',
    width: 1440,
    signedIn: true,
    steps: [{ tap: desktopTradesLink }],
    shows: "the trades screen's heading",
    snapshot: pageTitle,
    response: (h, before) =>
      h.path() === '/dashboard/trades' && before !== null && ![null, before].includes(h.heading()),
  },
  {
    path: '/dashboard',
    control: '1440 px: Trades → its list',
    width: 1440,
    signedIn: true,
    steps: [{ tap: desktopTradesLink }],
    shows: "the trades screen's first row (its code and its reads both arrived)",
    response: (h) =>
      h.path() === '/dashboard/trades' &&
      h
        .$$('table button')
        .some((b) => h.visible(b) && /^View /.test(b.getAttribute('aria-label') ?? b.textContent)),
  },
  {
    path: '/dashboard/trades',
    control: '390 px: trade row',
    width: 390,
    signedIn: true,
    steps: [{ tap: { role: 'button', name: /^View / } }],
    shows: 'the trade detail drawer',
    response: anyDialog,
  },
  {
    path: '/dashboard/trades',
    control: '1440 px: trade row',
    width: 1440,
    signedIn: true,
    steps: [{ tap: { role: 'button', name: /^View / } }],
    shows: 'the trade detail drawer',
    response: anyDialog,
  },
];

/**
 * Which input is measured: the last step's kind (`pointerdown` for a tap, `keydown` for a key)
 * and how many inputs of that kind the earlier steps make first (skipped).
 */
export function measuredInput(control) {
  const kindOf = (step) => (step.key ? 'keydown' : 'pointerdown');
  const last = control.steps.at(-1);
  const kind = kindOf(last);
  const earlier = control.steps.slice(0, -1);
  if (earlier.some((step) => step.orFirst && kind === 'pointerdown'))
    throw new Error(`${control.control}: a fallback tap may only come before a key`);
  if (last.orFirst) throw new Error(`${control.control}: the measured tap cannot have a fallback`);
  return { kind, skip: earlier.filter((step) => kindOf(step) === kind).length };
}

/** The sessionStorage key of a sample's record (it survives a page load the tap causes). */
export const INTERACTION_KEY = 'finfree-bench-interaction';

/** Where the harness leaves its {@link pageHelpers} for the bench (`locate` finds targets). */
export const HELPERS_GLOBAL = '__finfreeBench';

/**
 * The source of the init script that measures a control in the page, registered before any
 * page script (Playwright's `addInitScript`) in every document of the sample:
 * - a capture-phase listener on window takes the measured input (the `skip`+1-th pointerdown or
 *   keydown): its time is the event's `timeStamp` (when the input happened, so a busy main
 *   thread counts), the time after the first contentful paint, and the control's snapshot;
 * - from then on, in every animation frame, the response predicate is evaluated (a field's
 *   value or a checked state changes without any DOM mutation; a MutationObserver also
 *   requests the frame after each DOM change); the first frame in which it holds records
 *   `performance.now()`.
 * Both times are on the epoch clock (`performance.timeOrigin` + …) and the record is kept in
 * sessionStorage, so a tap that loads another page (a link) is measured in the new document.
 */
export function interactionHarness(control) {
  const { kind, skip } = measuredInput(control);
  return `(() => {
  if (window !== window.top) return;
  const KEY = ${JSON.stringify(INTERACTION_KEY)};
  const h = (${pageHelpers.toString()})(document, window);
  const snapshot = ${control.snapshot ? control.snapshot.toString() : 'null'};
  const response = ${control.response.toString()};
  const read = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  const write = (record) => sessionStorage.setItem(KEY, JSON.stringify(record));
  let seen = 0;
  function onInput(event) {
    if (event.type !== ${JSON.stringify(kind)} || read() !== null) return;
    if (seen++ < ${skip}) return;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    let before = null;
    try { before = snapshot ? snapshot(h) : null; } catch {}
    write({
      input: performance.timeOrigin + event.timeStamp,
      afterFcp: fcp ? event.timeStamp - fcp.startTime : null,
      scrollY: window.scrollY,
      before,
      response: null,
    });
    watch();
  }
  function watch() {
    let pending = false;
    const observer = new MutationObserver(() => schedule());
    function check() {
      pending = false;
      const record = read();
      if (!record || record.response !== null) return observer.disconnect();
      let holds = false;
      try { holds = Boolean(response(h, record.before)); } catch {}
      if (!holds) return schedule();
      record.response = performance.timeOrigin + performance.now();
      record.path = location.pathname;
      write(record);
      observer.disconnect();
    }
    function schedule() {
      if (pending) return;
      pending = true;
      requestAnimationFrame(check);
    }
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    schedule();
  }
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, onInput, { capture: true, passive: true });
  Object.defineProperty(window, ${JSON.stringify(HELPERS_GLOBAL)}, { value: h });
  const open = read();
  if (open && open.response === null) watch();
})();`;
}

/**
 * One sample from its record: the response time (ms) and when the input came after the first
 * contentful paint (`at`, ms). Lost (with its `reason`) when the input never reached the page
 * or its response did not show within `lostAfterMs`; the page's state when given up (`page`:
 * its path, scroll position and first heading on screen) tells why, e.g. a response drawn off
 * screen because the page scrolled away since the input.
 */
export function interactionSample(record, page = {}) {
  if (!record || typeof record.input !== 'number')
    return { ms: null, at: null, lost: true, reason: 'the input never reached the page' };
  const at = typeof record.afterFcp === 'number' ? record.afterFcp : null;
  const ms = typeof record.response === 'number' ? record.response - record.input : null;
  if (ms !== null && ms <= lostAfterMs) return { ms, at, lost: false };
  const seen = [];
  if (page.path) seen.push(`on ${page.path}`);
  if (page.heading) seen.push(`heading "${page.heading}"`);
  if (typeof page.scrollY === 'number' && typeof record.scrollY === 'number')
    if (Math.abs(page.scrollY - record.scrollY) > 200)
      seen.push(`scrolled from ${Math.round(record.scrollY)} to ${Math.round(page.scrollY)} px`);
  const why = seen.length ? ` (${seen.join(', ')})` : '';
  return {
    ms: null,
    at,
    lost: true,
    reason: `no visible response within ${lostAfterMs / 1000} s${why}`,
  };
}

/** The `p`th percentile (nearest rank) of `values`, or null for none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/**
 * A control's samples at one timing: p50, p75 and max of the answered inputs (null when none
 * was answered), how many were lost, and the median time of the input after first paint.
 */
export function summarizeInteraction(samples) {
  const answered = samples.filter((s) => !s.lost).map((s) => s.ms);
  const at = samples.map((s) => s.at).filter((value) => typeof value === 'number');
  return {
    runs: samples.length,
    p50: percentile(answered, 50),
    p75: percentile(answered, 75),
    max: answered.length ? Math.max(...answered) : null,
    lost: samples.length - answered.length,
    at: percentile(at, 50),
  };
}

/**
 * The controls that do not answer at once: p75 tapped 3 s after first paint over
 * `responseLimitMs`, or any input lost (either timing). One line each, in table order.
 */
export function interactionVerdict(results, limit = responseLimitMs) {
  const misses = [];
  for (const [path, controls] of Object.entries(results)) {
    for (const [control, timings] of Object.entries(controls)) {
      const reasons = [];
      const late = timings['3s'];
      if (late && late.p75 !== null && late.p75 > limit)
        reasons.push(`p75 ${Math.round(late.p75)} ms 3 s after first paint`);
      const lost = Object.entries(timings)
        .filter(([, s]) => s.lost > 0)
        .map(([timing, s]) => `${s.lost} of ${s.runs} lost at ${timing.replace('s', ' s')}`);
      reasons.push(...lost);
      if (reasons.length) misses.push(`${path} ${control}: ${reasons.join(', ')}`);
    }
  }
  return misses;
}

/** The printed table: one line per page, control and timing. */
export function formatInteractionTable(results) {
  const ms = (value) => (value === null ? 'n/a' : String(Math.round(value)));
  const at = (value) => (value === null ? 'n/a' : `+${(value / 1000).toFixed(2)} s`);
  // The page column as wide as the longest path measured.
  const width = Math.max(18, ...Object.keys(results).map((path) => path.length));
  const lines = [
    `${'page'.padEnd(width)} ${'control'.padEnd(26)} ${'tap'.padEnd(5)} ${'p50'.padStart(6)} ${'p75'.padStart(6)} ${'max'.padStart(6)}  lost  input at`,
  ];
  for (const [path, controls] of Object.entries(results)) {
    for (const [control, timings] of Object.entries(controls)) {
      for (const [timing, s] of Object.entries(timings)) {
        lines.push(
          `${path.padEnd(width)} ${control.padEnd(26)} ${timing.padEnd(5)} ${ms(s.p50).padStart(6)} ${ms(s.p75).padStart(6)} ${ms(s.max).padStart(6)}  ${`${s.lost}/${s.runs}`.padEnd(4)}  ${at(s.at)}`,
        );
      }
    }
  }
  return lines.join('\n');
}

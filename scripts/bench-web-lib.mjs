// The pure parts of `scripts/bench-web.mjs` (tested in `bench-web.test.mjs`): which pages are
// measured and how, the median and range of runs, and the script that puts a session into a
// page's sessionStorage before the page's own scripts run.

/**
 * The pages the benchmark measures. `signedIn` pages are opened by the demo member: cold with
 * the session injected before any script runs (as a bookmark opened in a signed-in tab), warm
 * after signing in through the form in the same tab. One more page is one more line.
 */
export const benchPages = [
  { path: '/', signedIn: false, budget: { performance: 97, tbt: 150 } },
  { path: '/auth/jwt/login', signedIn: false, budget: { performance: 97, tbt: 150 } },
  { path: '/dashboard', signedIn: true, budget: { performance: 92, lcp: 2500 } },
  { path: '/dashboard/trades', signedIn: true, budget: { performance: 90 } },
  { path: '/dashboard/pricing', signedIn: true, budget: { performance: 90 } },
  { path: '/dashboard/affiliates', signedIn: true, budget: { performance: 90 } },
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
  const lines = [
    'page                   mode  perf          LCP ms               TBT ms            CLS',
  ];
  for (const [path, modes] of Object.entries(results)) {
    for (const [mode, r] of Object.entries(modes)) {
      lines.push(
        `${path.padEnd(22)} ${mode.padEnd(5)} ${range(r.performance, String).padEnd(13)} ${range(r.lcp, ms).padEnd(20)} ${range(r.tbt, ms).padEnd(17)} ${r.cls ? r.cls.median.toFixed(3) : 'n/a'}`,
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

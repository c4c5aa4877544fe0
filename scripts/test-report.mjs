// The names of the failed tests in Vitest's and Playwright's JSON reports, for the summary of
// `npm test` (scripts/test-all.mjs).
import { stripVTControlCharacters } from 'node:util';

/** The first line of an error message, without colours, cut to at most `max` characters. */
export function oneLine(text, max = 160) {
  const line = stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((part) => part.trim())
    .find(Boolean);
  const flat = (line ?? '').replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const withReason = (name, message) => (message ? `${name}: ${oneLine(message)}` : name);

/** The names of Vitest's failed tests (and of files that failed before any test ran). */
export function vitestFailures(report, root) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    const path = String(file.name ?? '').replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      const name = `${path} › ${String(test.fullName ?? test.title).replace(/\s+/g, ' ')}`;
      names.push(withReason(name, test.failureMessages?.[0]));
    }
    if (!failed.length && file.status === 'failed') {
      names.push(withReason(`${path} (the file failed to run)`, file.message));
    }
  }
  return names;
}

/** The names of Playwright's tests that failed on every try. */
export function playwrightFailures(report) {
  const names = [];
  const walk = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const failed = (spec.tests ?? []).find((test) => test.status === 'unexpected');
      if (!failed) continue;
      const name = `${spec.file}:${spec.line} › ${[...path.slice(1), spec.title].join(' › ')}`;
      const error = failed.results?.findLast((result) => result.error)?.error;
      names.push(withReason(name, error?.message));
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return names;
}

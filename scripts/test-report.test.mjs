import { describe, expect, it } from 'vitest';
import { oneLine, playwrightFailures, vitestFailures } from './test-report.mjs';

describe('the failed tests named in the summary of npm test', () => {
  it("names Vitest's failed tests by file and full name, and a file that failed before its tests", () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/web/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works', title: 'works' },
            {
              status: 'failed',
              fullName: 'a breaks\n  on two lines',
              title: 'breaks',
              failureMessages: [
                '\x1b[31mAssertionError: expected 1 to be 2\x1b[39m\n    at a.test.ts:3',
              ],
            },
          ],
        },
        {
          name: '/repo/apps/web/src/b.test.ts',
          status: 'failed',
          message: 'Cannot find module ./gone',
          assertionResults: [],
        },
        {
          name: '/repo/apps/web/src/c.test.ts',
          status: 'passed',
          assertionResults: [{ status: 'passed', fullName: 'c works' }],
        },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'apps/web/src/a.test.ts › a breaks on two lines: AssertionError: expected 1 to be 2',
      'apps/web/src/b.test.ts (the file failed to run): Cannot find module ./gone',
    ]);
    expect(vitestFailures(null, '/repo')).toEqual([]);
  });

  it("names Playwright's tests that failed on every try, with their describe blocks, not the flaky ones", () => {
    const report = {
      suites: [
        {
          title: 'prerender.spec.ts',
          specs: [
            {
              title: 'loads',
              file: 'prerender.spec.ts',
              line: 66,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { error: { message: 'Error: first try' } },
                    {
                      error: { message: 'Error: expect(received).toEqual(expected)\n\n- Array []' },
                    },
                  ],
                },
              ],
            },
            { title: 'retried', file: 'prerender.spec.ts', line: 90, tests: [{ status: 'flaky' }] },
          ],
          suites: [
            {
              title: 'without JavaScript',
              specs: [
                {
                  title: 'shows the form',
                  file: 'prerender.spec.ts',
                  line: 36,
                  tests: [{ status: 'unexpected' }],
                },
                {
                  title: 'passes',
                  file: 'prerender.spec.ts',
                  line: 50,
                  tests: [{ status: 'expected' }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      'prerender.spec.ts:66 › loads: Error: expect(received).toEqual(expected)',
      'prerender.spec.ts:36 › without JavaScript › shows the form',
    ]);
    expect(playwrightFailures(null)).toEqual([]);
  });

  it('cuts a long reason to one line of at most 160 characters', () => {
    expect(oneLine('x'.repeat(300))).toHaveLength(160);
    expect(oneLine('x'.repeat(300)).endsWith('…')).toBe(true);
    expect(oneLine('\n\n  first  line \nsecond')).toBe('first line');
  });
});

import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PREFIX, EARLY_READS } from '../src/app/earlyReads';
import { demoAdmin, demoMember, holdScripts, injectSession, withoutLiveStream } from './helpers';

// A dashboard screen opened cold starts its first reads from the page's head, beside its code
// (src/app/earlyReads.ts). Each screen's list must stay equal to what its hooks ask: a read the
// app then asks again, or asks with other parameters, is one more round trip before the screen's
// content, and shows here as the app asking a path the head already read.

/** The path of an API request, without `/v1` and the query. */
const apiPath = (url: string) => new URL(url).pathname.replace(/^\/v1/, '');

for (const path of Object.keys(EARLY_READS)) {
  const account = path.startsWith(ADMIN_PREFIX) ? demoAdmin : demoMember;
  test(`${path} opened cold: its first reads start before the app's code, and the app asks none of them again`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await injectSession(page, request, account);
    await withoutLiveStream(page);
    const reads: { url: string; released: boolean }[] = [];
    let released = false;
    page.on('request', (sent) => {
      if (sent.method() === 'GET' && new URL(sent.url()).pathname.startsWith('/v1/')) {
        reads.push({ url: sent.url(), released });
      }
    });
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const expected = EARLY_READS[path]!.length + 2; // and the two every screen reads
    await expect.poll(() => reads.length).toBeGreaterThanOrEqual(expected);
    released = true;
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const early = new Set(reads.filter((read) => !read.released).map((read) => apiPath(read.url)));
    expect(early.size).toBeGreaterThanOrEqual(expected - 1);
    const askedAgain = reads
      .filter((read) => read.released && early.has(apiPath(read.url)))
      .map((read) => read.url);
    expect(askedAgain).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}

// When the early reads have answered before the app's code arrives (a slow network for scripts,
// a fast API), the screen's first render shows their data: no loading placeholder in between.
for (const [path, account, content] of [
  ['/dashboard/trades', demoMember, (page: Page) => page.getByText(/^[+−-][\d,.]+$/).first()],
  ['/dashboard/payment', demoMember, (page: Page) => page.getByText(/^Visa ending in 4242/)],
  // The empty state, or the first dispute (earlier tests may have opened some).
  [
    '/dashboard/group/disputes',
    demoAdmin,
    (page: Page) =>
      page
        .getByText(/^No disputes/)
        .or(page.getByRole('table', { name: 'Disputes' }).getByRole('row').nth(1))
        .first(),
  ],
] as const) {
  test(`${path}: reads answered before the app runs are its first render, with no loading placeholder`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await injectSession(page, request, account);
    await withoutLiveStream(page);
    await page.addInitScript(() => {
      const seen = { placeholders: [] as string[] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element) || !node.closest('#root')) continue;
            const found = [
              ...(node.matches('[data-component=Skeleton]') ? [node] : []),
              ...node.querySelectorAll('[data-component=Skeleton]'),
            ];
            for (const placeholder of found) {
              seen.placeholders.push(
                placeholder.parentElement
                  ?.closest('[aria-label],[data-component],section')
                  ?.outerHTML.slice(0, 300) ?? '',
              );
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const answered: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/v1/')) answered.push(response.url());
    });
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => answered.length).toBeGreaterThanOrEqual(EARLY_READS[path]!.length + 2);
    // Bodies read too: give the head script's promises a moment to settle.
    await page.waitForFunction(() => {
      const answers = (window as unknown as { __finfreeEarlyAnswers?: object })
        .__finfreeEarlyAnswers;
      return answers && Object.keys(answers).length > 0;
    });
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(content(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { placeholders: string[] } }).__seen,
    );
    expect(seen.placeholders).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}

import { expect, test } from '@playwright/test';
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

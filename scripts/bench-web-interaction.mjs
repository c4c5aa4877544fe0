// The interaction part of `pnpm bench:web`: for every control of `interactionControls`
// (scripts/bench-web-lib.mjs), the time from a visitor's first tap or keystroke to its visible
// response, tapped 0.5 s and 3 s after the page's first contentful paint. Every sample is a
// fresh browser context (nothing cached) under Chrome DevTools' "Slow 4G" and a 4× slower CPU;
// the page measures itself (`interactionHarness`), this file only opens it and taps.
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright';
import { chromeArgs, resolveChrome } from './chrome.mjs';
import {
  INTERACTION_KEY,
  HELPERS_GLOBAL,
  cpuSlowdown,
  device,
  interactionControls,
  interactionHarness,
  interactionSample,
  lostAfterMs,
  pageTarget,
  sessionInjection,
  slow4G,
  summarizeInteraction,
  tapDelays,
} from './bench-web-lib.mjs';

/**
 * The centre of a step's target now, scrolled to first if off screen (as a person would), or
 * null. The page finds it itself (the harness's `locate`): a small evaluation, not Playwright's
 * selector engine, whose first use costs the throttled main thread hundreds of milliseconds
 * right when the page is measured.
 */
async function locateOnce(page, target) {
  try {
    return await page.evaluate(([name, t]) => window[name].locate(t), [HELPERS_GLOBAL, target]);
  } catch {
    return null; // the document is being replaced
  }
}

/**
 * The centre of a step's target once it is on screen and still (two reads 50 ms apart agree: a
 * person taps a drawer's link once it has slid in), or null when not within `timeout` ms.
 */
async function centre(page, target, timeout) {
  const until = Date.now() + timeout;
  const sent = pageTarget(target);
  let last = await locateOnce(page, sent);
  while (Date.now() < until) {
    await sleep(50);
    const point = await locateOnce(page, sent);
    if (point && last && Math.abs(point.x - last.x) < 1 && Math.abs(point.y - last.y) < 1)
      return point;
    last = point;
  }
  return null;
}

/** A tap (a phone) or a click (a desktop) at a point: the input goes to whatever is there. */
async function tapAt(page, pointer, point) {
  if (pointer === 'touch') await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/**
 * The page's first contentful paint and its clock now (ms since its time origin), once the
 * paint happened; null when it did not within 30 s.
 */
async function firstPaint(page) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    try {
      const [fcp, now] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        performance.now(),
      ]);
      if (fcp !== null) return { fcp, now };
    } catch {
      // the document is being replaced
    }
    await sleep(25);
  }
  return null;
}

/**
 * Taps a step's target at `when` (Date.now() time), or as soon as it is on screen after that.
 * The point is read before and again just before the tap, so a layout that moved is followed.
 * Returns false when the target never came on screen.
 */
async function tapStep(page, pointer, step, when) {
  let point = await centre(page, step.tap, when - Date.now());
  if (!point && step.orFirst) {
    // Not there yet: a person taps where it will be, then the target once it appears.
    const stand = await centre(page, step.orFirst, lostAfterMs);
    if (stand) {
      await sleep(Math.max(0, when - Date.now()));
      await tapAt(page, pointer, stand);
    }
  }
  if (!point) point = await centre(page, step.tap, lostAfterMs);
  if (!point) return false;
  const left = when - Date.now();
  if (left > 150) {
    await sleep(left - 150);
    point = (await locateOnce(page, pageTarget(step.tap))) ?? point;
  }
  await sleep(Math.max(0, when - Date.now()));
  await tapAt(page, pointer, point);
  return true;
}

/**
 * The page's record of the measured input and its response, once answered or given up
 * (`lostAfterMs` after the input), with what the page showed then (path, heading, scroll).
 */
async function awaitResponse(page) {
  const until = Date.now() + lostAfterMs + 2_000;
  let found = { record: null, page: {} };
  while (Date.now() < until) {
    try {
      found = await page.evaluate(
        ([key, helpers]) => ({
          record: JSON.parse(sessionStorage.getItem(key)),
          page: {
            path: location.pathname,
            scrollY: window.scrollY,
            heading: window[helpers].heading(),
          },
        }),
        [INTERACTION_KEY, HELPERS_GLOBAL],
      );
      if (found.record?.response != null) break;
    } catch {
      // a page load the tap started: ask the new document
    }
    await sleep(200);
  }
  return found;
}

/** One sample of `control`, its first step `delay` ms after first paint. */
async function sample(browser, control, delay, { base, demoSession }) {
  const { pointer, ...options } = device(control);
  const context = await browser.newContext(options);
  try {
    if (control.signedIn) await context.addInitScript(sessionInjection(await demoSession()));
    await context.addInitScript(interactionHarness(control));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${base}${control.path}`, { waitUntil: 'commit' });
    const paint = await firstPaint(page);
    if (!paint) return { ms: null, at: null, lost: true, reason: 'no first paint in 30 s' };
    let when = Date.now() + paint.fcp + delay - paint.now;
    for (const step of control.steps) {
      if (step.key) await page.keyboard.press(step.key);
      else if (!(await tapStep(page, pointer, step, when)))
        return {
          ms: null,
          at: null,
          lost: true,
          reason: `${JSON.stringify(step.tap)} never on screen`,
        };
      when = Date.now();
    }
    const { record, page: shown } = await awaitResponse(page);
    return interactionSample(record, shown);
  } finally {
    await context.close();
  }
}

/**
 * Measures every control (of the pages in `only`, if given) `runs` times per timing. Returns
 * `results[path][control][timing]`: the summary and its samples.
 */
export async function measureInteractions({ base, demoSession, runs, only, log }) {
  const browser = await chromium.launch({ executablePath: resolveChrome(), args: chromeArgs });
  const results = {};
  try {
    for (const control of interactionControls) {
      if (only && !only.includes(control.path)) continue;
      const timings = ((results[control.path] ??= {})[control.control] = {});
      for (const [timing, delay] of Object.entries(tapDelays)) {
        const samples = [];
        for (let run = 0; run < runs; run++)
          samples.push(await sample(browser, control, delay, { base, demoSession }));
        timings[timing] = { ...summarizeInteraction(samples), samples };
        const shown = samples.map((s) => (s.lost ? `lost (${s.reason})` : Math.round(s.ms)));
        log(`${control.path} ${control.control} @${timing}: ${shown.join(' ')}`);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

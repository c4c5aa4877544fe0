import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo accounts the API seeds in demo mode (apps/api/src/config). */
export const demoMember = { email: 'demo@finfree.app', password: 'finfree-demo-member' };
export const demoAdmin = { email: 'admin@finfree.app', password: 'finfree-demo-admin' };

/** The built islands script (`src/islands/main.tsx`) and the app's entry, by URL. */
export const islandsScript = /\/assets\/islands-[\w-]+\.js$/;
export const appScript = /\/assets\/web-[\w-]+\.js$/;

/** The page ran the islands script, not the app's entry (`scripts`: the script URLs it loaded). */
export function expectIslandsOnly(scripts: string[]) {
  expect(scripts.some((url) => islandsScript.test(url))).toBe(true);
  expect(scripts.some((url) => appScript.test(url))).toBe(false);
}

/**
 * Fills the sign-in form and sends it. The form is found by its name: right after a navigation
 * to the sign-in page (its path is already in the address bar) the page being left can still
 * be on screen while the sign-in page's code loads, and the sign-up form has the same fields.
 */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Sign in to Finfree' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function storage(page: Page) {
  return page.evaluate(() => ({
    session: Object.keys(sessionStorage).sort(),
    local: Object.keys(localStorage).sort(),
  }));
}

/** A JWT the client accepts (it only decodes it): `exp` seconds from now. */
export function fakeJwt(secondsFromNow: number): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u1', iat: now, exp: now + secondsFromNow, type: 'access', jti: 'e2e' })}.signature`;
}

export async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/**
 * Keeps the dashboard's live stream (server-sent events) from connecting, for tests about
 * something else that run on past the stream's opening (it opens once the page has loaded, read
 * and been idle for 3 s): an open stream is a request that never ends, so a later wait for
 * "network idle" would never end, and a stream of a token the server does not know would be
 * refused. The app retries it with a growing delay, leaving the network quiet between.
 */
export async function withoutLiveStream(page: Page) {
  await page.route('**/v1/notifications/stream', (route) => route.abort());
}

/**
 * Opens pages signed in as `account`, as from a bookmark: signs in through the API and stores
 * the session in `sessionStorage` before any script of the page runs. Answers the access token.
 */
export async function injectSession(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const response = await request.post('/v1/auth/login', { data: account });
  expect(response.status()).toBe(200);
  const { user, tokens } = (await response.json()) as {
    user: unknown;
    tokens: { access: { token: string } };
  };
  await page.addInitScript(
    ([token, stored]) => {
      sessionStorage.setItem('accessToken', token);
      sessionStorage.setItem('user', stored);
    },
    [tokens.access.token, JSON.stringify(user)] as const,
  );
  return tokens.access.token;
}

/** Signs `account` in from the sign-in page and waits for the dashboard. */
export async function signInToDashboard(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/jwt/login');
  await signIn(page, account);
  await expectPath(page, '/dashboard');
}

/**
 * Holds back every script of the app until `release()` — a slow network, made certain. The app's
 * scripts are added right after the first paint, which may be before the page's `load` event;
 * held, they hold that event back too: wait for `domcontentloaded` instead.
 */
export async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Follows the service worker registration that controls `page`, for pushes sent through the
 * DevTools protocol (`ServiceWorker.deliverPushMessage`): `id()` is '' until its worker is active
 * and controls the page. The browser also reports other contexts' registrations of the same
 * origin (earlier tests'), and a push sent to one of those shows nothing in this page.
 */
export async function controllingRegistration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  let registrationId = '';
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    const ours = versions.find(
      (v) => v.status === 'activated' && (v.controlledClients ?? []).includes(targetInfo.targetId),
    );
    if (ours) registrationId = ours.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  /**
   * Delivers a push message (`data`) to the registration, as a push service does: again, as a
   * push service redelivers an unacknowledged message, while `shown()` is false after 4 s (the
   * protocol's delivery to a worker that is starting up is sometimes dropped), 3 times at most.
   */
  const deliver = async (data: string, shown: () => Promise<boolean>) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (attempt > 0) console.log(`[push] not shown after 4 s: delivered again (${attempt + 1})`);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(page.url()).origin,
        registrationId,
        data,
      });
      const until = Date.now() + 4_000;
      while (Date.now() < until) {
        if (await shown()) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };
  return { cdp, id: () => registrationId, deliver };
}

/**
 * Counts the page's API requests in flight (the live stream aside). `settled()` waits until the
 * page has asked at least one and none has been open for `quietMs`. Playwright's "network idle"
 * is a state of the document's load: after a sign-in, which moves to the dashboard without a new
 * document, it is already reached before the dashboard's reads are sent.
 */
export function apiRequests(page: Page) {
  let seen = 0;
  const open = new Set<unknown>();
  const isApi = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/v1/') && pathname !== '/v1/notifications/stream';
  };
  page.on('request', (r) => {
    if (!isApi(r.url())) return;
    seen += 1;
    open.add(r);
  });
  const done = (r: unknown) => open.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(quietMs = 500) {
      let quietSince = 0;
      await expect
        .poll(
          () => {
            if (seen === 0 || open.size > 0) quietSince = 0;
            else quietSince ||= Date.now();
            return quietSince > 0 && Date.now() - quietSince >= quietMs;
          },
          { intervals: [100], timeout: 15_000 },
        )
        .toBe(true);
    },
  };
}

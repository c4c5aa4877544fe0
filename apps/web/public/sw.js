// Finfree's service worker, served as is at /sw.js (scope /) with `Cache-Control: no-cache`.
// - Page loads (top-level navigations of this origin outside /v1): network first. The network's
//   answer is what the page gets, and a copy is kept by path; only when the network fails does
//   the page get the kept copy of its path, else of /dashboard. So a new release is never hidden
//   behind an old page, and the installed app still opens offline. Every other request (the API,
//   the hashed assets the HTTP cache keeps) never reaches a handler here.
// - Pushes: a trade alert as a notification; one per tag, a newer one replacing it.
// - A click on one: the open dashboard window follows it in place, else a window opens on it.
'use strict';

/** Raise the version to drop the pages kept by older workers. */
const CACHE = 'finfree-pages-v1';
const FALLBACK = '/dashboard';

self.addEventListener('install', (event) => {
  self.skipWaiting();
  // The offline fallback: the page that registers the worker was loaded before it, not through it.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(FALLBACK))
      .catch(() => {}),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      caches
        .keys()
        .then((keys) =>
          Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
        ),
      // Navigations start their request while the worker starts, not after.
      self.registration.navigationPreload && self.registration.navigationPreload.enable(),
    ]).then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/v1' || url.pathname.startsWith('/v1/')) {
    // A navigation to the API (an OAuth callback, a link in an e-mail) is answered by the
    // request the browser preloaded: left to the network, it would be sent a second time (a
    // one-time code used twice). Never kept.
    event.respondWith(Promise.resolve(event.preloadResponse).then((r) => r || fetch(request)));
    return;
  }
  // Kept by path: every query of a path is the same page.
  const key = url.origin + url.pathname;
  event.respondWith(
    Promise.resolve(event.preloadResponse)
      .then((preloaded) => preloaded || fetch(request))
      .then(
        (response) => {
          if (
            response.ok &&
            response.type === 'basic' &&
            !/no-store/.test(response.headers.get('cache-control') || '')
          ) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
          }
          return response;
        },
        () =>
          caches
            .open(CACHE)
            .then((cache) =>
              cache.match(key).then((kept) => kept || cache.match(url.origin + FALLBACK)),
            )
            .then((kept) => kept || Response.error()),
      ),
  );
});

self.addEventListener('push', (event) => {
  let alert;
  try {
    alert = event.data && event.data.json();
  } catch {
    return;
  }
  if (!alert || typeof alert.title !== 'string') return;
  const tag = typeof alert.tag === 'string' ? alert.tag : '';
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: typeof alert.body === 'string' ? alert.body : '',
      tag,
      // A newer alert of the same trade replaces the shown one and alerts again.
      renotify: !!tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: typeof alert.lang === 'string' ? alert.lang : '',
      dir: alert.dir === 'rtl' || alert.dir === 'ltr' ? alert.dir : 'auto',
      data: { url: alert.url, tradeId: alert.tradeId ?? null },
    }),
  );
});

/** The same-origin URL an alert opens (its path, query and hash), else /dashboard. */
function openPath(url) {
  try {
    const target = new URL(url, self.location.origin);
    if (target.origin === self.location.origin)
      return target.pathname + target.search + target.hash;
  } catch {
    // Not a URL: the dashboard.
  }
  return FALLBACK;
}

/**
 * Asks an open window to show `url` in place: true once its dashboard answers that it did (only
 * the signed-in dashboard listens), false when nothing answers within a second.
 */
function openIn(client, url) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(true);
    client.postMessage({ type: 'finfree:open', url }, [channel.port2]);
    setTimeout(() => resolve(false), 1000);
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = openPath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = (
        await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      ).filter((client) => new URL(client.url).origin === self.location.origin);
      // A window that was loaded on the dashboard first (a window's URL may stay the one it was
      // loaded at while the app routes), else the most recently focused.
      const open =
        windows.find((client) => new URL(client.url).pathname.startsWith(FALLBACK)) || windows[0];
      if (!open) return self.clients.openWindow(url);
      await open.focus().catch(() => {});
      // The dashboard routes in place; any other page of the app is navigated.
      if (!(await openIn(open, url))) {
        await open.navigate(url).catch(() => self.clients.openWindow(url));
      }
    })(),
  );
});

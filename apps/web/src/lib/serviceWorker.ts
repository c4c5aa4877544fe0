/**
 * The app path a `{ type: 'finfree:open', url }` message of the service worker (a click on a
 * phone alert) asks for: a path under /dashboard (so of this origin), with its query and hash;
 * undefined for any other message, origin or path.
 */
export function openPath(data: unknown): string | undefined {
  const { type, url } = Object(data) as { type?: unknown; url?: unknown };
  if (type === 'finfree:open' && typeof url === 'string' && /^\/dashboard([/?#]|$)/.test(url))
    return url;
}

/**
 * Registers the service worker (/sw.js, scope /) once the page is idle, and follows its
 * `finfree:open` messages with `navigate` (the open tab shows the alert's trade in place), answering
 * on the message's port that it did.
 * Returns the removal of the listener; does nothing where there are no service workers.
 */
export function startServiceWorker(navigate: (path: string) => void): (() => void) | undefined {
  const container = navigator.serviceWorker;
  if (!container) return;
  const onMessage = (event: MessageEvent) => {
    const path = openPath(event.data);
    if (!path) return;
    navigate(path);
    // Tells the worker the alert is shown here (else it loads the page on it).
    event.ports[0]?.postMessage(0);
  };
  container.addEventListener('message', onMessage);
  // Safari has no requestIdleCallback.
  (window.requestIdleCallback ?? setTimeout)(() => container.register('/sw.js').catch(() => {}));
  return () => container.removeEventListener('message', onMessage);
}

import { useState, type ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router-dom';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Loads `url` as a new page. State for it (the e-mail a sign-in form carries to the password
 * reset) goes into the history entry first, where the next page's router finds it.
 */
function load(url: string, state: unknown, replace: boolean) {
  if (state === undefined || state === null) {
    if (replace) window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  const current = window.history.state as { idx?: number } | null;
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState({ ...entry, idx: current?.idx ?? 0 }, '', url);
  else window.history.pushState({ ...entry, idx: (current?.idx ?? 0) + 1 }, '', url);
  window.location.reload();
}

const navigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to, state) => load(hrefOf(to), state, false),
  replace: (to, state) => load(hrefOf(to), state, true),
};

/**
 * The router of an island: the page's address, and every link or `navigate` an island follows
 * loads its page (the public pages are pages of their own; the rest is the app).
 */
export function IslandRouter({ children }: { children: ReactNode }) {
  // The page's address never changes under an island: read once.
  const [location] = useState(() => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  });
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

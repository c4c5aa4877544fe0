import { use, useSyncExternalStore, type ComponentType } from 'react';

/** What a route's module exports: its screen or layout as `Component`. */
export interface RouteModule {
  Component: ComponentType;
}

/** A route's component whose code loads on first use; `load()` starts (or joins) the load. */
export interface LazyRoute {
  (): React.JSX.Element;
  /** Loads the module (once; again after a failure). */
  load(): Promise<RouteModule>;
  /** True once the module has arrived (the route renders at once). */
  loaded(): boolean;
}

let pending = 0;
const listeners = new Set<() => void>();
let notifying = false;
/**
 * Changes the count at once and tells the listeners in a microtask: the change is made while a
 * route renders (a render that waits for its code), when React must not be told of an update.
 */
const setPending = (change: number) => {
  pending += change;
  if (notifying) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    for (const listener of listeners) listener();
  });
};

/**
 * True while a route's code that a render waits for is loading: a navigation waits for it on the
 * screen it leaves (the router's navigations are transitions), so this is what the progress bar
 * shows. A load started ahead (a link pointed at, see `preloadOnIntent`) shows nothing unless a
 * navigation comes to wait for it.
 */
export function useRouteCodeLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
    () => false,
  );
}

/**
 * The route component of a lazily loaded module. Once the module has loaded it renders at once
 * (hydration and the prerender load it first, so their first render is the page itself); before,
 * it suspends until the module arrives. A failed load reaches the nearest route boundary.
 */
export function lazyRoute(loadModule: () => Promise<RouteModule>): LazyRoute {
  let module: RouteModule | null = null;
  let loading: Promise<RouteModule> | null = null;
  let failed = false;
  // Whether a render waits for the load in progress (then it counts as loading).
  let awaited = false;
  const settle = () => {
    if (awaited) setPending(-1);
    awaited = false;
  };
  const load = () => {
    if (loading && !failed) return loading;
    failed = false;
    const started = loadModule().then(
      (loaded) => {
        module = loaded;
        // Marked as React's `use()` reads a settled promise: a load that has arrived is used in
        // the render that reads it, with no suspension.
        Object.assign(started, { status: 'fulfilled', value: loaded });
        settle();
        return loaded;
      },
      (error: unknown) => {
        failed = true;
        settle();
        throw error;
      },
    );
    loading = started;
    return loading;
  };
  /** The load a render reads: counted as awaited (the progress bar) while the code is on its way. */
  const awaitLoad = () => {
    if (!module && !failed && !awaited) {
      awaited = true;
      setPending(1);
    }
    return loading ?? load();
  };
  function Route() {
    // A render reads the load in progress or its failure (which the boundary shows); only an
    // explicit `load()` (the next preload of the path) tries a failed one again.
    const { Component } = use(awaitLoad());
    return <Component />;
  }
  return Object.assign(Route, { load, loaded: () => module !== null });
}

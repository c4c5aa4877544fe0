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
const setPending = (change: number) => {
  pending += change;
  for (const listener of listeners) listener();
};

/**
 * True while a route's code is loading: a navigation waits for it on the screen it leaves (the
 * router's navigations are transitions), so this is what the progress bar shows.
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
  const load = () => {
    if (loading && !failed) return loading;
    failed = false;
    setPending(1);
    loading = loadModule().then(
      (loaded) => {
        module = loaded;
        setPending(-1);
        return loaded;
      },
      (error: unknown) => {
        failed = true;
        setPending(-1);
        throw error;
      },
    );
    return loading;
  };
  function Route() {
    // A render reads the load in progress or its failure (which the boundary shows); only an
    // explicit `load()` (the next preload of the path) tries a failed one again.
    const { Component } = module ?? use(loading ?? load());
    return <Component />;
  }
  return Object.assign(Route, { load, loaded: () => module !== null });
}

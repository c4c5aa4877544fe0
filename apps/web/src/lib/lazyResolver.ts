import type { FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver that loads itself on first use. */
export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts loading now (e.g. when the visitor focuses the form), so validation never waits. */
  preload(): void;
}

/**
 * Wraps a resolver whose code (the schema and zod) is loaded on demand: the form renders and
 * accepts input without it, and the first validation — usually the submit — loads it. Call
 * `preload()` when the form gets focus to take the load off the submit.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed chunk load may succeed on the next attempt
      throw error;
    });
    return loading;
  };
  const resolver = (async (values, context, options) =>
    (await get())(values, context, options)) as LazyResolver<T>;
  resolver.preload = () => {
    get().catch(() => undefined);
  };
  return resolver;
}

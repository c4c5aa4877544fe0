import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Changes to the URL's search parameters: a value sets one, `null` or `''` removes it. */
export type ListParamChanges = Record<string, string | null>;

/** What {@link useListParams} gives a list screen. */
export interface ListParams {
  /** The current search parameters. */
  search: URLSearchParams;
  /** The 1-based page of the `page` parameter (1 when missing or not a positive number). */
  page: number;
  /**
   * Applies `changes` to the latest search parameters (so a delayed change, e.g. a debounced
   * filter, never undoes a newer one).
   */
  update: (changes: ListParamChanges) => void;
  /** Sets the `page` parameter (a table's pager calls it). */
  setPage: (page: number) => void;
}

/** The 1-based page of a `page` search parameter: 1 when missing or not a positive integer. */
export function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `current` with `changes` applied: a value sets its key, `null` or `''` removes it. */
export function applyListParams(current: URLSearchParams, changes: ListParamChanges) {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** A list screen's state in the URL (filters, page, open detail), read and updated. */
export function useListParams(): ListParams {
  const [search, setSearch] = useSearchParams();
  // The router hands a functional update the parameters of the render that made it, not the
  // latest ones: an `update` kept by a timer (a debounced filter) would undo newer changes.
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  const update = (changes: ListParamChanges) => {
    latest.current = applyListParams(latest.current, changes);
    setSearch(latest.current);
  };
  return {
    search,
    page: readPage(search),
    update,
    setPage: (page) => update({ page: String(page) }),
  };
}

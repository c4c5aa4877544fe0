import { useCallback, type Ref, type RefCallback } from 'react';

/** Assigns one DOM node to several refs (a forwarded ref and a local one). */
export function composeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/** Memoised {@link composeRefs} for use in render. */
export function useComposedRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  // The refs themselves are the dependencies.
  return useCallback(composeRefs(...refs), refs);
}

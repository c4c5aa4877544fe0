import { useEffect, useRef } from 'react';
import { focusElement, isFocusLost } from '../utils/focus';

/**
 * Focus return for a Radix dialog that may have no Radix trigger (opened by a button of the
 * app's own, controlled). Radix then sends focus to nothing, i.e. `<body>`, when it closes:
 * these handlers remember what had focus when it opened and focus it again on close, unless
 * focus already went somewhere (the trigger, or wherever the app's own handler put it).
 *
 * `fallback` names an element to focus when the opener is gone or had no focus to give (e.g. a
 * click in Safari, which does not focus buttons).
 *
 * Internal (not exported from the package): compose the returned handlers with the caller's.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return {
    /** Call from `onOpenAutoFocus`, before focus moves in. */
    onOpen: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    /** Call from `onCloseAutoFocus`. */
    onClose: () => {
      const element = opener.current;
      opener.current = null;
      // After Radix's own handling (trigger focus) has run in the same event.
      queueMicrotask(() => {
        if (!mounted.current || !isFocusLost()) return;
        if (!focusElement(element)) focusElement(fallback?.());
      });
    },
  };
}

import { useSyncExternalStore } from 'react';

const COARSE_POINTER = '(pointer: coarse)';
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Silk|Opera Mini|IEMobile/i;

/** True on phones and tablets: a coarse primary pointer or a mobile user agent. */
export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') return false;
  const coarse =
    typeof window.matchMedia === 'function' && window.matchMedia(COARSE_POINTER).matches;
  return coarse || MOBILE_UA.test(window.navigator.userAgent);
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(COARSE_POINTER);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Reactive {@link isMobileDevice}; false during server rendering. */
export function useIsMobileDevice(): boolean {
  return useSyncExternalStore(subscribe, isMobileDevice, () => false);
}

import { useEffect, useRef, useState } from 'react';

/**
 * True once the element behind the returned ref has come within `rootMargin` of the screen
 * (and from then on). Below-the-fold widgets use it to load their code only when the visitor
 * gets to them, so a page's first load does not carry it. Without IntersectionObserver it is
 * true at once.
 */
export function useNearScreen<T extends Element>(rootMargin = '0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near] as const;
}

/** How long a mouse rests on a link before its page's code starts loading (a pass over it does not). */
export const HOVER_INTENT_MS = 65;

/**
 * Starts loading the code of an app page as soon as the visitor shows they are about to open it:
 * a finger or mouse button pressed on a link (the click comes 50–150 ms later), a link focused
 * with the keyboard, or a mouse resting on one for {@link HOVER_INTENT_MS}. Links to other
 * origins, downloads, new tabs and anything the app does not route are left alone (`preload`
 * decides the last: it loads nothing for a path it has no code for). Returns the uninstaller.
 */
export function preloadOnIntent(
  preload: (pathname: string) => unknown,
  root: Document = document,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pathOf = (target: EventTarget | null): string | null => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return null;
    if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
    const url = new URL(link.href, root.baseURI);
    return url.origin === root.location.origin ? url.pathname : null;
  };
  // `preload` joins a load in progress and returns at once for code that has arrived; it tries a
  // failed one again.
  const start = (pathname: string | null) => {
    if (pathname) preload(pathname);
  };

  const now = (event: Event) => start(pathOf(event.target));
  const hover = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    const pathname = pathOf(event.target);
    clearTimeout(timer);
    if (pathname) timer = setTimeout(() => start(pathname), HOVER_INTENT_MS);
  };
  const leave = () => clearTimeout(timer);

  const options = { capture: true, passive: true } as const;
  root.addEventListener('pointerdown', now, options);
  root.addEventListener('focusin', now, options);
  root.addEventListener('pointerover', hover, options);
  root.addEventListener('pointerout', leave, options);
  return () => {
    clearTimeout(timer);
    root.removeEventListener('pointerdown', now, options);
    root.removeEventListener('focusin', now, options);
    root.removeEventListener('pointerover', hover, options);
    root.removeEventListener('pointerout', leave, options);
  };
}

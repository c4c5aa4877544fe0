/**
 * Moves focus to `element` without scrolling. An element that is not focusable on its own (a
 * `<main>`, a heading) gets `tabindex="-1"` for as long as it keeps focus, so it can take focus
 * without entering the Tab order or taking focus on a later click.
 *
 * @returns whether `element` now has focus.
 */
export function focusElement(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  const borrowsTabIndex = element.tabIndex < 0 && !element.hasAttribute('tabindex');
  if (borrowsTabIndex) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
  const focused = element.ownerDocument.activeElement === element;
  if (!focused && borrowsTabIndex) element.removeAttribute('tabindex');
  return focused;
}

/**
 * Whether focus is nowhere in particular: on `<body>`, or lost with an element that left the
 * page. Focus restoration only acts then, so it never takes focus from where the app put it.
 */
export function isFocusLost(doc: Document = document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected;
}

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(',');

/** The elements Tab visits, in document order (positive `tabindex` is not given priority). */
export function tabbableElements(root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert], [hidden], [aria-hidden="true"]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

/**
 * Moves focus to the element Tab (or Shift+Tab, `backwards`) would reach from `from`, as if
 * `from` had focus: for a popup that closes on Tab and whose content lives in a portal, away
 * from its trigger in the Tab order. Falls back to `from` itself at either end of the page.
 */
export function focusTabNeighbour(from: HTMLElement, backwards = false): void {
  const all = tabbableElements(from.ownerDocument);
  const index = all.indexOf(from);
  const next = index < 0 ? undefined : all[backwards ? index - 1 : index + 1];
  if (!focusElement(next)) focusElement(from);
}

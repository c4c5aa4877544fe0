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

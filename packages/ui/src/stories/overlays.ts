/**
 * Play-function steps shared by the stories of overlays (dialogs, drawers, popovers, menus).
 * For stories only: the package's entry does not export them.
 */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** The role an open overlay has: a dialog (Dialog, Drawer, Popover) or a menu (MenuPopover). */
export type OverlayRole = 'dialog' | 'menu';

/** Focuses the trigger, presses `key` on it and waits for the overlay it opens. */
export async function openWithKeyboard(trigger: HTMLElement, role: OverlayRole, key = '{Enter}') {
  trigger.focus();
  await userEvent.keyboard(key);
  return screen.findByRole(role);
}

/** Waits until no overlay of `role` is left open. */
export async function expectClosed(role: OverlayRole) {
  await waitFor(() => expect(screen.queryByRole(role)).toBeNull());
}

/** Presses Escape and waits until the overlay has closed. */
export async function closeWithEscape(role: OverlayRole) {
  await userEvent.keyboard('{Escape}');
  await expectClosed(role);
}

/** Waits until focus has moved into `panel`. */
export async function expectFocusWithin(panel: HTMLElement) {
  await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
}

/**
 * Opens the dialog named `name` from `opener` with Enter, once for each way of closing it in
 * `closeWith` (`'Escape'`, or the name of a button inside), and checks each time that focus
 * moves into the dialog and comes back to `opener` once it has closed.
 */
export async function expectFocusReturns(
  opener: HTMLElement,
  name: string,
  closeWith: readonly string[],
) {
  for (const close of closeWith) {
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name });
    await expectFocusWithin(dialog);
    if (close === 'Escape') await userEvent.keyboard('{Escape}');
    else await userEvent.click(within(dialog).getByRole('button', { name: close }));
    await expectClosed('dialog');
    await waitFor(() => expect(opener).toHaveFocus());
  }
}

/**
 * A story: the overlay open on first render in the light theme (the story's axe check covers
 * its colours there).
 */
export function openInLightMode(role: OverlayRole) {
  return {
    globals: { mode: 'light' },
    args: { defaultOpen: true },
    play: async () => {
      const panel = await screen.findByRole(role);
      await waitFor(() => expect(panel).toBeVisible());
    },
  };
}

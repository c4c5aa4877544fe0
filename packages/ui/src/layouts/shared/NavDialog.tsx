import { X } from 'lucide-react';
import { useEffect, useId, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../../components/IconButton';
import { useUiText } from '../../locale/UiTextProvider';
import { focusElement } from '../../utils/focus';
import { supportsInvokerCommands } from '../../utils/invokerCommands';
import { NavDialogRoot } from './NavDialog.styles';
import type { NavDialogControl } from './useNavDialog';
import { DrawerBody, DrawerHeader, VisuallyHiddenTitle } from './shared.styles';

export interface NavDialogProps {
  /** The state from {@link useNavDialog} (the same object the menu button was given). */
  control: NavDialogControl;
  /** Accessible title of the dialog; `nav.drawerTitle` of the UiText by default. */
  title?: string;
  /** Logo at the top. */
  logo?: ReactNode;
  /** The navigation. */
  children: ReactNode;
  /**
   * Where focus goes when the dialog closes because a link in it was followed: the layout's
   * main region, so a screen reader goes on with the new page (the APG's "more logical work
   * flow" exception to returning focus to the opener). Any other close (Escape, the close
   * button, a press outside) returns focus to the menu button.
   */
  navigationFocusRef?: RefObject<HTMLElement | null>;
}

/** A click that follows `link` in this tab (not a new-tab, new-window or download click). */
function followsInPlace(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const target = link.getAttribute('target');
  return (!target || target === '_self') && !link.hasAttribute('download');
}

/**
 * The 260 px navigation drawer of a phone-sized window, as a native modal `<dialog>` sliding in
 * from the inline start. It is part of the page's HTML, so the menu button (with
 * {@link useNavDialog}'s `opener` props) opens it in the next frame even on a prerendered page
 * whose app has not loaded yet; the browser keeps focus inside while it is open, closes it on
 * Escape or a press outside, and returns focus to the menu button.
 */
export function NavDialog({ control, title, logo, children, navigationFocusRef }: NavDialogProps) {
  const text = useUiText();
  const titleId = useId();
  const { ref, id, close, sync, pendingOpenRef } = control;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onToggle = () => sync(dialog.open);
    if (dialog.open) {
      // Opened by the visitor before the app ran.
      sync(true);
    } else if (pendingOpenRef.current) {
      pendingOpenRef.current = false;
      dialog.showModal();
    }
    let followedLink = false;
    const onClick = (event: MouseEvent) => {
      // The backdrop (browsers without `closedby`): the press lands on the dialog itself.
      if (event.target === dialog) {
        dialog.close();
        return;
      }
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
      if (!link || link.getAttribute('aria-disabled') === 'true' || !followsInPlace(event, link)) {
        return;
      }
      followedLink = true;
      // Also closes for the link of the page already shown (no route change to close it).
      dialog.close();
    };
    const onClose = () => {
      sync(false);
      if (!followedLink) return;
      followedLink = false;
      // The browser has put focus back on the menu button; the new page takes it instead.
      focusElement(navigationFocusRef?.current);
    };
    // The browser closes a modal dialog on Escape itself, but only for a key the visitor
    // pressed: a key sent by a script (assistive tools, automation) closes it here.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isTrusted || event.defaultPrevented) return;
      event.preventDefault();
      dialog.close();
    };
    dialog.addEventListener('toggle', onToggle);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('toggle', onToggle);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('close', onClose);
    };
  }, [ref, navigationFocusRef, sync, pendingOpenRef]);

  return (
    <NavDialogRoot
      ref={ref}
      id={id}
      closedby="any"
      aria-labelledby={titleId}
      data-part="MobileNavDrawer"
    >
      <VisuallyHiddenTitle id={titleId}>{title ?? text.nav.drawerTitle}</VisuallyHiddenTitle>
      <DrawerBody>
        <DrawerHeader>
          {logo ?? <span />}
          <IconButton
            aria-label={text.nav.close}
            size="small"
            commandfor={id}
            command="close"
            onClick={() => {
              if (!supportsInvokerCommands()) close();
            }}
          >
            <X aria-hidden="true" />
          </IconButton>
        </DrawerHeader>
        {children}
      </DrawerBody>
    </NavDialogRoot>
  );
}

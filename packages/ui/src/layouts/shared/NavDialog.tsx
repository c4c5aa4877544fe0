import { X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { IconButton } from '../../components/IconButton';
import { useUiText } from '../../locale/UiTextProvider';
import { focusElement } from '../../utils/focus';
import { supportsInvokerCommands } from '../../utils/invokerCommands';
import { NavDialogRoot } from './NavDialog.styles';
import { DrawerBody, DrawerHeader, VisuallyHiddenTitle } from './shared.styles';

/** What {@link useNavDialog} gives the menu button and the {@link NavDialog}. */
export interface NavDialogControl {
  /** Whether the dialog is open (also when the browser opened it before the app ran). */
  open: boolean;
  /** Id of the `<dialog>` element. */
  id: string;
  /** The `<dialog>` element. */
  ref: RefObject<HTMLDialogElement | null>;
  /** Props of the button that opens the dialog (spread them on it). */
  opener: {
    commandfor: string;
    command: 'show-modal';
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onClick: () => void;
  };
  /** Closes the dialog. */
  close: () => void;
}

/**
 * The state of a {@link NavDialog}: open or closed as the `<dialog>` element is (the browser
 * opens it from the menu button by itself, so a press before the app runs is answered at once),
 * and closed when `currentPath` changes.
 */
export function useNavDialog(currentPath: string): NavDialogControl {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const sync = () => setOpen(dialog.open);
    // Opened by the visitor before the app ran.
    sync();
    dialog.addEventListener('toggle', sync);
    dialog.addEventListener('close', sync);
    return () => {
      dialog.removeEventListener('toggle', sync);
      dialog.removeEventListener('close', sync);
    };
  }, []);

  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    ref.current?.close();
  }, [currentPath]);

  const close = useCallback(() => ref.current?.close(), []);
  const onClick = useCallback(() => {
    const dialog = ref.current;
    // Browsers that run the button's command open the dialog themselves.
    if (!dialog || dialog.open || supportsInvokerCommands()) return;
    dialog.showModal();
    setOpen(true);
  }, []);

  return {
    open,
    id,
    ref,
    close,
    opener: {
      commandfor: id,
      command: 'show-modal',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'aria-controls': open ? id : undefined,
      onClick,
    },
  };
}

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
  const { ref, id, close } = control;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
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
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('close', onClose);
    };
  }, [ref, navigationFocusRef]);

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

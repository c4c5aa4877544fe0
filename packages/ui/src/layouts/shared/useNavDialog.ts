import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { supportsInvokerCommands } from '../../utils/invokerCommands';

/** What {@link useNavDialog} gives the menu button and the {@link NavDialog}. */
export interface NavDialogControl {
  /** Whether the dialog is open (also when the browser opened it before the app ran). */
  open: boolean;
  /** Id of the `<dialog>` element. */
  id: string;
  /** The `<dialog>` element, once it is on the page. */
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
  /** For {@link NavDialog}: keeps `open` equal to the element's state. */
  sync: (open: boolean) => void;
  /** For {@link NavDialog}: whether the button was pressed before the dialog was on the page. */
  pendingOpenRef: RefObject<boolean>;
}

/**
 * The state of a {@link NavDialog}: open or closed as the `<dialog>` element is (the browser
 * opens it from the menu button by itself, so a press before the app runs is answered at once),
 * and closed when `currentPath` changes. The dialog may mount later than the button (its code
 * loaded on demand): a press before then opens it as it mounts. `dialogId` is the dialog's id
 * (generated unless given: give one where the markup is rendered by one React root and taken
 * over by another, so the button's `aria-controls` names the same element).
 */
export function useNavDialog(currentPath: string, dialogId?: string): NavDialogControl {
  const generatedId = useId();
  const id = dialogId ?? generatedId;
  const ref = useRef<HTMLDialogElement>(null);
  const pendingOpenRef = useRef(false);
  const [open, setOpen] = useState(false);

  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    pendingOpenRef.current = false;
    const dialog = ref.current;
    if (dialog) dialog.close();
    else setOpen(false);
  }, [currentPath]);

  const close = useCallback(() => ref.current?.close(), []);
  const onClick = useCallback(() => {
    const dialog = ref.current;
    if (!dialog) {
      // Not on the page yet: it opens as it mounts.
      pendingOpenRef.current = true;
      setOpen(true);
      return;
    }
    // Browsers that run the button's command open the dialog themselves.
    if (dialog.open || supportsInvokerCommands()) return;
    dialog.showModal();
    setOpen(true);
  }, []);

  return {
    open,
    id,
    ref,
    close,
    sync: setOpen,
    pendingOpenRef,
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

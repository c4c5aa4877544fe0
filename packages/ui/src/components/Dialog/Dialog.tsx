import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type HTMLAttributes } from 'react';
import { dataAttributes } from '../../utils/dataAttributes';
import { ModalCloseButton, useModalFocus } from './ModalParts';
import {
  DialogActionsRoot,
  DialogBodyRoot,
  DialogContentRoot,
  DialogDescriptionRoot,
  DialogOverlay,
  DialogTitleRoot,
} from './Dialog.styles';

export const dialogMaxWidths = ['xs', 'sm', 'md', 'lg'] as const;
export type DialogMaxWidth = (typeof dialogMaxWidths)[number];

/** Root of a dialog: holds the open state (`open`/`defaultOpen`/`onOpenChange`). */
export const Dialog = RadixDialog.Root;
/** The element that opens the dialog (`asChild` to use your own button). */
export const DialogTrigger = RadixDialog.Trigger;
/** Closes the dialog when activated (`asChild` to use your own button). */
export const DialogClose = RadixDialog.Close;

export type DialogProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** Largest width: 444, 600, 900 or 1200 px. */
  maxWidth?: DialogMaxWidth;
  /** Fills the viewport (e.g. on phones). */
  fullScreen?: boolean;
  /** Shows the close button at the top inline-end corner. */
  showClose?: boolean;
  /** Accessible label of the close button; `common.close` of the UiText by default. */
  closeLabel?: string;
}

/**
 * The modal panel: overlay, focus trap, Escape to close, and a close button. On close, focus
 * returns to the `DialogTrigger`, or, in a controlled dialog without one, to the element that
 * had focus when it opened (unless `onCloseAutoFocus` already put it somewhere).
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    maxWidth = 'sm',
    fullScreen,
    showClose = true,
    closeLabel,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...rest
  },
  ref,
) {
  const focusHandlers = useModalFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <RadixDialog.Portal>
      <DialogOverlay data-part="Overlay" />
      <DialogContentRoot
        ref={ref}
        {...dataAttributes('Dialog', { maxWidth, fullScreen })}
        {...rest}
        {...focusHandlers}
      >
        {children}
        {showClose ? <ModalCloseButton label={closeLabel} /> : null}
      </DialogContentRoot>
    </RadixDialog.Portal>
  );
});

export type DialogTitleProps = ComponentPropsWithoutRef<typeof RadixDialog.Title>;

/** The dialog's heading; names the dialog. */
export const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(
  function DialogTitle(props, ref) {
    return <DialogTitleRoot ref={ref} data-part="Title" {...props} />;
  },
);

export type DialogDescriptionProps = ComponentPropsWithoutRef<typeof RadixDialog.Description>;

/** Text that describes the dialog (`aria-describedby`). */
export const DialogDescription = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(
  function DialogDescription(props, ref) {
    return <DialogDescriptionRoot ref={ref} data-part="Description" {...props} />;
  },
);

export type DialogBodyProps = HTMLAttributes<HTMLDivElement>;

/** Scrollable middle of the dialog. */
export const DialogBody = forwardRef<HTMLDivElement, DialogBodyProps>(
  function DialogBody(props, ref) {
    return <DialogBodyRoot ref={ref} data-part="Body" {...props} />;
  },
);

export type DialogActionsProps = HTMLAttributes<HTMLDivElement>;

/** Buttons row at the bottom, aligned to the inline end. */
export const DialogActions = forwardRef<HTMLDivElement, DialogActionsProps>(
  function DialogActions(props, ref) {
    return <DialogActionsRoot ref={ref} data-part="Actions" {...props} />;
  },
);

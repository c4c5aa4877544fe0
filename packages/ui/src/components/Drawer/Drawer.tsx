import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ModalCloseButton, useModalFocus } from '../Dialog/ModalParts';
import { DrawerContentRoot, DrawerOverlay } from './Drawer.styles';
import { cssLength } from '../../utils/cssLength';
import { dataAttributes } from '../../utils/dataAttributes';

export const drawerSides = ['start', 'end'] as const;
export type DrawerSide = (typeof drawerSides)[number];
export const drawerOverlays = ['dim', 'clear'] as const;
export type DrawerOverlay = (typeof drawerOverlays)[number];

/** Root of a drawer: holds the open state (`open`/`defaultOpen`/`onOpenChange`). */
export const Drawer = RadixDialog.Root;
/** The element that opens the drawer. */
export const DrawerTrigger = RadixDialog.Trigger;
/** Closes the drawer when activated. */
export const DrawerClose = RadixDialog.Close;
/** The drawer's heading; names it. */
export const DrawerTitle = RadixDialog.Title;
/** Text that describes the drawer. */
export const DrawerDescription = RadixDialog.Description;

export type DrawerProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;

export interface DrawerContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** Edge it slides from: `start` is the left in ltr and the right in rtl. */
  side?: DrawerSide;
  /** Width in px (260 for the mobile navigation, 280 for settings) or a CSS length. */
  width?: number | string;
  /** Shows a close button at the top inline-end corner. */
  showClose?: boolean;
  /** Accessible label of the close button; `common.close` of the UiText by default. */
  closeLabel?: string;
  /**
   * The layer behind the drawer: `dim` darkens the page; `clear` leaves it as it is, for a
   * drawer whose changes show live on the page (settings). Either way a click on it closes.
   */
  overlay?: DrawerOverlay;
  /**
   * The element focus goes back to on close when the opener is gone or never had focus (a
   * click in Safari does not focus buttons); by default focus goes back to the opener only.
   */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * A modal panel along the inline start or end edge (Radix Dialog: focus trap, Escape). On
 * close, focus returns to the `DrawerTrigger`, or, without one, to the element that had focus
 * when it opened, else to `returnFocusTo` (unless `onCloseAutoFocus` already put it somewhere).
 */
export const DrawerContent = forwardRef<HTMLDivElement, DrawerContentProps>(function DrawerContent(
  {
    side = 'start',
    width = 280,
    showClose = false,
    closeLabel,
    overlay = 'dim',
    returnFocusTo,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...rest
  },
  ref,
) {
  const focusHandlers = useModalFocus(onOpenAutoFocus, onCloseAutoFocus, returnFocusTo);
  return (
    <RadixDialog.Portal>
      <DrawerOverlay data-part="Overlay" data-overlay={overlay} />
      <DrawerContentRoot
        ref={ref}
        {...dataAttributes('Drawer', { side })}
        $width={cssLength(width)}
        {...rest}
        {...focusHandlers}
      >
        {children}
        {showClose ? <ModalCloseButton label={closeLabel} /> : null}
      </DrawerContentRoot>
    </RadixDialog.Portal>
  );
});

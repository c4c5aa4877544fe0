import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useUiText } from '../../locale/UiTextProvider';
import { DrawerContentRoot, DrawerOverlay } from './Drawer.styles';

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
    closeLabel: closeLabelProp,
    overlay = 'dim',
    returnFocusTo,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...rest
  },
  ref,
) {
  const text = useUiText();
  const returnFocus = useReturnFocus(returnFocusTo);
  const closeLabel = closeLabelProp ?? text.common.close;
  return (
    <RadixDialog.Portal>
      <DrawerOverlay data-part="Overlay" data-overlay={overlay} />
      <DrawerContentRoot
        ref={ref}
        data-component="Drawer"
        data-side={side}
        $width={typeof width === 'number' ? `${width}px` : width}
        {...rest}
        onOpenAutoFocus={(event) => {
          returnFocus.onOpen();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          returnFocus.onClose();
        }}
      >
        {children}
        {showClose ? (
          <RadixDialog.Close asChild>
            <IconButton aria-label={closeLabel} data-part="Close">
              <X aria-hidden />
            </IconButton>
          </RadixDialog.Close>
        ) : null}
      </DrawerContentRoot>
    </RadixDialog.Portal>
  );
});

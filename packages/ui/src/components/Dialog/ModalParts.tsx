import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useUiText } from '../../locale/UiTextProvider';

type AutoFocusHandler = ((event: Event) => void) | undefined;

/**
 * The `onOpenAutoFocus`/`onCloseAutoFocus` of a Radix Dialog content (Dialog, Drawer): the
 * caller's handlers, composed with the focus return of `useReturnFocus(returnFocusTo)`.
 */
export function useModalFocus(
  onOpenAutoFocus: AutoFocusHandler,
  onCloseAutoFocus: AutoFocusHandler,
  returnFocusTo?: () => HTMLElement | null,
) {
  const returnFocus = useReturnFocus(returnFocusTo);
  return {
    onOpenAutoFocus: (event: Event) => {
      returnFocus.onOpen();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      returnFocus.onClose();
    },
  };
}

interface ModalCloseButtonProps {
  /** Accessible label; `common.close` of the UiText by default. */
  label?: string;
}

/** The close button at the top inline-end corner of a Dialog or Drawer. */
export function ModalCloseButton({ label }: ModalCloseButtonProps) {
  const text = useUiText();
  return (
    <RadixDialog.Close asChild>
      <IconButton aria-label={label ?? text.common.close} data-part="Close">
        <X aria-hidden />
      </IconButton>
    </RadixDialog.Close>
  );
}

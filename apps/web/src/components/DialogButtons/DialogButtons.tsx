import { Button, DialogActions, DialogClose } from '@finfree/ui';
import type { ReactNode } from 'react';

/** Props of {@link DialogButtons}. */
export interface DialogButtonsProps {
  /** Label of the button that closes the dialog without acting ("Cancel", "Back", "Keep"). */
  dismissLabel: string;
  /** The action button(s), after it. */
  children: ReactNode;
}

/** The buttons of a dialog: a text button that closes it, then the dialog's action. */
export function DialogButtons({ dismissLabel, children }: DialogButtonsProps) {
  return (
    <DialogActions>
      <DialogClose asChild>
        <Button variant="text">{dismissLabel}</Button>
      </DialogClose>
      {children}
    </DialogActions>
  );
}

import type { Balance, Withdrawal } from '@finfree/core';
import { Dialog } from '@finfree/ui';
import { WithdrawDialog } from './WithdrawDialog';

/** Props of {@link WithdrawDialogRoot}. */
export interface WithdrawDialogRootProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Opens or closes it. */
  onOpenChange: (open: boolean) => void;
  /** The balance to withdraw from (the dialog shows only with one). */
  balance: Balance | undefined;
  /** The member's pending withdrawal, if any. */
  pending: Withdrawal | null;
}

/**
 * The withdrawal dialog. Its own chunk (with the dialog library), loaded when the member
 * first asks to withdraw, so the affiliates screen paints without it.
 */
export default function WithdrawDialogRoot({
  open,
  onOpenChange,
  balance,
  pending,
}: WithdrawDialogRootProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && balance ? (
        <WithdrawDialog balance={balance} pending={pending} onDone={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}

import type { Plan, Subscription } from '@finfree/core';
import { Dialog } from '@finfree/ui';
import { CancelDialog } from './CancelDialog';
import { ChangePlanDialog } from './ChangePlanDialog';

/** Props of {@link PlanDialogs}. */
export interface PlanDialogsProps {
  /** The member's live subscription. */
  current: Subscription | null;
  /** The plan the member is switching to, or null. */
  switching: Plan | null;
  /** Sets or clears the plan being switched to. */
  onSwitching: (plan: Plan | null) => void;
  /** Whether the cancel dialog is open. */
  cancelling: boolean;
  /** Opens or closes the cancel dialog. */
  onCancelling: (open: boolean) => void;
}

/**
 * The plan change and cancel dialogs. Their own chunk (with the dialog library), loaded when
 * the member first opens one, so the plans screen paints without them.
 */
export default function PlanDialogs({
  current,
  switching,
  onSwitching,
  cancelling,
  onCancelling,
}: PlanDialogsProps) {
  return (
    <>
      <Dialog open={!!switching} onOpenChange={(open) => !open && onSwitching(null)}>
        {switching && current ? (
          <ChangePlanDialog
            subscription={current}
            plan={switching}
            onDone={() => onSwitching(null)}
          />
        ) : null}
      </Dialog>
      <Dialog open={cancelling} onOpenChange={onCancelling}>
        {cancelling && current ? (
          <CancelDialog subscription={current} onDone={() => onCancelling(false)} />
        ) : null}
      </Dialog>
    </>
  );
}

import { Alert } from '@finfree/ui';
import type { ReactNode } from 'react';

/** Props of {@link ProblemAlert}. */
export interface ProblemAlertProps {
  /** What went wrong; nothing is shown without it. */
  problem: string | null | undefined;
  /** A heading for the alert. */
  title?: ReactNode;
}

/** A failure that belongs to no field (a dialog's or form's), announced at once as an alert. */
export function ProblemAlert({ problem, title }: ProblemAlertProps) {
  return problem ? (
    <Alert severity="error" role="alert" title={title}>
      {problem}
    </Alert>
  ) : null;
}

import type { Dispute } from '@finfree/core';
import type { LabelColor } from '@finfree/ui';
import { useTranslation } from 'react-i18next';

/** The statuses the bank gives a dispute (the filter's choices). */
export const disputeStatuses = [
  'needs_response',
  'under_review',
  'won',
  'lost',
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'prevented',
] as const;

/** The colour of a dispute's status chip. */
export function statusColor(status: string): LabelColor {
  if (status === 'won' || status === 'prevented') return 'success';
  if (status === 'lost') return 'error';
  if (status.endsWith('needs_response')) return 'warning';
  if (status.endsWith('under_review')) return 'info';
  return 'default';
}

/** True while the bank waits for evidence past its deadline. */
export function evidenceOverdue(dispute: Pick<Dispute, 'evidenceDueBy' | 'status'>, now: number) {
  return (
    !!dispute.evidenceDueBy &&
    dispute.status.endsWith('needs_response') &&
    new Date(dispute.evidenceDueBy).getTime() < now
  );
}

/** A won dispute whose member's access was ended and not given back yet. */
export const canRestore = (dispute: Dispute) =>
  dispute.status === 'won' && !!dispute.accessEndedAt && !dispute.accessRestoredAt;

/** A dispute's status, translated (an unknown one as the bank wrote it). */
export function useDisputeText() {
  const { t } = useTranslation();
  return {
    status: (status: string) => t(`admin.disputes.statuses.${status}`, { defaultValue: status }),
    reason: (reason: string) => t(`admin.disputes.reasons.${reason}`, { defaultValue: reason }),
  };
}

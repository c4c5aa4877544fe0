import type { Dispute } from '@finfree/core';
import { useDispute, useRestoreDisputeAccess } from '@finfree/core/react';
import { Alert, Button, Label, Skeleton, Stack, Typography, cssVar, notify } from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailSection } from '../../components/DetailSection';
import { Fact, FactList } from '../../components/FactList';
import { RetryAlert } from '../../components/RetryAlert';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { errorText } from '../../lib/serverErrors';
import { canRestore, evidenceOverdue, statusColor, useDisputeText } from './disputeStatus';

const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
  li {
    display: grid;
    gap: 2px;
    padding-inline-start: 16px;
    border-inline-start: 2px solid ${cssVar('divider')};
  }
  time {
    font-size: 0.8125rem;
    color: ${cssVar('text-secondary')};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A dispute: member, amount, reason, status and deadlines, its timeline, and for a won dispute
 * whose member lost access, the way to restore it (confirmed first; a refusal is shown).
 */
export function DisputeDetail({ id, fallback }: { id: string; fallback?: Dispute }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const text = useDisputeText();
  const query = useDispute(id);
  const restore = useRestoreDisputeAccess();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const dispute = query.data ?? fallback;

  if (!dispute) {
    return query.isError ? (
      <RetryAlert error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <Skeleton variant="rounded" height={240} />
    );
  }

  const date = (value: string | null) => (value ? formatDate(value, lng) : '—');
  const eventText = (event: Dispute['timeline'][number]) =>
    t(`admin.disputes.events.${event.type}`, {
      defaultValue: event.type,
      status: event.status ? text.status(event.status) : '',
    });

  const confirm = () => {
    setProblem(null);
    restore.mutate(dispute.id, {
      onSuccess: () => {
        notify.success(t('admin.disputes.restored', { name: dispute.user.name }));
        setConfirming(false);
      },
      onError: (failure) => setProblem(errorText(failure, t('common.somethingWentWrong'))),
    });
  };

  return (
    <Stack gap={3}>
      <Stack gap={1}>
        <Typography variant="h5" as="h3">
          {dispute.user.name}
        </Typography>
        <Typography variant="body2" color="textSecondary" style={{ overflowWrap: 'anywhere' }}>
          {dispute.user.email}
        </Typography>
        <div>
          <Label variant="soft" color={statusColor(dispute.status)}>
            {text.status(dispute.status)}
          </Label>
        </div>
      </Stack>
      <FactList>
        <Fact label={t('admin.disputes.amount')}>
          {formatMoney(dispute.amount, dispute.currency, lng)}
        </Fact>
        <Fact label={t('admin.disputes.reason')}>{text.reason(dispute.reason)}</Fact>
        <Fact label={t('admin.disputes.opened')}>{date(dispute.createdAt)}</Fact>
        <Fact label={t('admin.disputes.evidenceDue')}>
          {date(dispute.evidenceDueBy)}
          {evidenceOverdue(dispute, now) ? (
            <>
              {' '}
              <Label color="error">{t('admin.disputes.overdue')}</Label>
            </>
          ) : null}
        </Fact>
        <Fact label={t('admin.disputes.order')}>
          <span style={{ overflowWrap: 'anywhere' }}>{dispute.orderId}</span>
        </Fact>
        <Fact label={t('admin.disputes.accessEnded')}>{date(dispute.accessEndedAt)}</Fact>
        <Fact label={t('admin.disputes.accessRestored')}>{date(dispute.accessRestoredAt)}</Fact>
        <Fact label={t('admin.disputes.closed')}>{date(dispute.closedAt)}</Fact>
      </FactList>
      {canRestore(dispute) ? (
        <Alert
          severity="success"
          action={
            <Button
              size="small"
              variant="contained"
              color="success"
              onClick={() => {
                setProblem(null);
                setConfirming(true);
              }}
            >
              {t('admin.disputes.restore')}
            </Button>
          }
        >
          {t('admin.disputes.wonRestore')}
        </Alert>
      ) : null}
      <DetailSection title={t('admin.disputes.timeline')}>
        <Timeline>
          {dispute.timeline.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <span>{eventText(event)}</span>
              <time dateTime={event.at}>{formatDateTime(event.at, lng)}</time>
            </li>
          ))}
        </Timeline>
      </DetailSection>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={t('admin.disputes.restoreTitle', { name: dispute.user.name })}
        description={t('admin.disputes.restoreText', {
          name: dispute.user.name,
          email: dispute.user.email,
        })}
        confirmLabel={t('admin.disputes.restore')}
        color="success"
        onConfirm={confirm}
        pending={restore.isPending}
        error={problem}
      />
    </Stack>
  );
}

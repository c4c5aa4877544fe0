// A trade's heading and what a locked trade shows, apart from the labels (`TradeLabels`) that
// the overview's latest trades use, so the overview does not carry them.
import type { Trade } from '@finfree/core';
import { Alert, ButtonLink, Label, Lock, Stack, Typography } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { ResultLabel, SideLabel, StatusLabel } from './TradeLabels';

/** "Members only": a locked trade's label, in place of its result. */
export function LockedLabel() {
  const { t } = useTranslation();
  return (
    <Label color="secondary" startIcon={<Lock size={14} aria-hidden />}>
      {t('trades.locked')}
    </Label>
  );
}

/** A trade's symbol and labels: side, status, and result (or locked, for a locked trade). */
export function TradeHeading({ trade }: { trade: Trade }) {
  return (
    <Stack direction="row" gap={1} wrap align="center">
      <Typography variant="h5" as="h3">
        {trade.symbol}
      </Typography>
      <SideLabel side={trade.side} />
      <StatusLabel status={trade.status} />
      {trade.locked ? <LockedLabel /> : <ResultLabel result={trade.result} />}
    </Stack>
  );
}

/** Says that locked trades show their prices to members, with a way to subscribe. */
export function LockedTradesAlert() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      title={t('trades.locked')}
      action={
        <ButtonLink as={RouterLink} to={paths.dashboard.plans} size="small">
          {t('trades.subscribe')}
        </ButtonLink>
      }
    >
      {t('trades.lockedText')}
    </Alert>
  );
}

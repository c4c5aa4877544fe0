import { Button, Label, RefreshCw, Stack, Table, Typography } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useWebhookDeliveries, type WebhookAttempt } from './api';

/** The delivery log: the last 50 attempts, newest first, refreshable. */
export default function DeliveryLog() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const deliveries = useWebhookDeliveries();
  /** The event's name in the reader's language (a type this version does not know: as sent). */
  const typeLabel = (type: string) =>
    t(`connect.webhook.log.types.${type}`, { defaultValue: type });
  const columns = [
    {
      id: 'at',
      header: t('connect.webhook.log.time'),
      cell: (a: WebhookAttempt) => <time dateTime={a.at}>{formatDateTime(a.at, lng)}</time>,
    },
    {
      id: 'type',
      header: t('connect.webhook.log.type'),
      cell: (a: WebhookAttempt) => typeLabel(a.type),
    },
    {
      id: 'status',
      header: t('connect.webhook.log.status'),
      numeric: true,
      cell: (a: WebhookAttempt) => a.httpStatus ?? '—',
    },
    {
      id: 'latency',
      header: t('connect.webhook.log.latency'),
      numeric: true,
      cell: (a: WebhookAttempt) => t('connect.webhook.log.ms', { value: a.latencyMs }),
    },
    {
      id: 'result',
      header: t('connect.webhook.log.result'),
      cell: (a: WebhookAttempt) => (
        <Stack gap={0.5} align="start">
          <Label color={a.ok ? 'success' : 'error'}>
            {a.ok ? t('connect.webhook.log.ok') : t('connect.webhook.log.failed')}
          </Label>
          {a.error ? (
            <Typography variant="caption" color="textSecondary">
              {a.error}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'retryAt',
      header: t('connect.webhook.log.retryAt'),
      cell: (a: WebhookAttempt) =>
        a.retryAt ? <time dateTime={a.retryAt}>{formatDateTime(a.retryAt, lng)}</time> : '—',
    },
  ];
  return (
    <Stack gap={1}>
      <Stack direction="row" gap={1} align="center" justify="space-between" wrap>
        <Typography variant="subtitle1" as="h3">
          {t('connect.webhook.log.title')}
        </Typography>
        <Button
          size="small"
          variant="text"
          startIcon={<RefreshCw size={16} aria-hidden />}
          loading={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          {t('connect.webhook.log.refresh')}
        </Button>
      </Stack>
      <Table
        caption={t('connect.webhook.log.title')}
        columns={columns}
        rows={deliveries.data ?? []}
        getRowId={(a) => a.id}
        loading={deliveries.isPending}
        error={deliveries.isError ? t('connect.webhook.log.loadError') : undefined}
        onRetry={() => void deliveries.refetch()}
        retryLabel={t('common.retry')}
        emptyContent={t('connect.webhook.log.empty')}
      />
    </Stack>
  );
}

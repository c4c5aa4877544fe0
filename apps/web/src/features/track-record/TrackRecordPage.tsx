import type { ChainVerification } from '@finfree/core';
import { useTradeChain, useTradePerformance } from '@finfree/core/react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Table,
  Typography,
  cssVar,
} from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PerformanceReport } from '../../components/trades/PerformanceReport/PerformanceReport';
import { RetryAlert } from '../../components/RetryAlert';
import { formatDate, formatNumber } from '../../lib/format';

// A definite width: inside the main layout's centring, the widest table would otherwise set it.
const Page = styled.div`
  box-sizing: border-box;
  inline-size: 100%;
  max-width: 1200px;
  margin-inline: auto;
  padding-block: 48px;
  padding-inline: 16px;
  min-inline-size: 0;
`;

const Hash = styled.code`
  font-family: ${cssVar('font-family-mono')};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
  unicode-bidi: isolate;
  direction: ltr;
`;

/** How many daily heads the page lists (newest first). */
const DAYS_SHOWN = 14;

type Verification = (ChainVerification & { ms: number }) | 'running' | null;

function VerifiableHistory() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const chain = useTradeChain();
  const [verification, setVerification] = useState<Verification>(null);
  if (chain.isError) {
    return <RetryAlert error={chain.error} onRetry={() => void chain.refetch()} />;
  }
  if (!chain.data) return <Skeleton variant="rounded" height={200} />;
  const data = chain.data;
  const verify = async () => {
    setVerification('running');
    const started = performance.now();
    // The check's code (hashing) loads when it is asked for.
    const { verifyTradeChain } = await import('./verifyTradeChain');
    const result = await verifyTradeChain(data);
    setVerification({ ...result, ms: performance.now() - started });
  };
  const days = [...data.days].reverse().slice(0, DAYS_SHOWN);
  return (
    <Stack gap={2}>
      <Typography>{t('trackRecord.historyIntro')}</Typography>
      <Typography>
        {t('trackRecord.head')} <Hash>{data.head?.hash ?? data.genesis}</Hash>
      </Typography>
      <div>
        <Button onClick={() => void verify()} loading={verification === 'running'}>
          {t('trackRecord.verify')}
        </Button>
      </div>
      <div role="status">
        {verification && verification !== 'running' ? (
          verification.ok ? (
            <Alert severity="success">
              {t('trackRecord.verified', {
                count: verification.events,
                ms: formatNumber(verification.ms, lng, 0),
              })}
            </Alert>
          ) : (
            <Alert severity="error">
              {verification.reason === 'head'
                ? t('trackRecord.brokenHead')
                : t('trackRecord.broken', { id: verification.id })}
            </Alert>
          )
        ) : null}
      </div>
      <Table
        caption={t('trackRecord.dayHeads')}
        showCaption
        rows={days}
        getRowId={(row) => row.day}
        columns={[
          { id: 'day', header: t('trackRecord.day'), cell: (row) => formatDate(row.day, lng) },
          {
            id: 'event',
            header: t('trackRecord.event'),
            numeric: true,
            cell: (row) => formatNumber(row.id, lng, 0),
          },
          { id: 'hash', header: t('trackRecord.hash'), cell: (row) => <Hash>{row.hash}</Hash> },
        ]}
      />
    </Stack>
  );
}

/**
 * The public track record: the statistics of every closed trade, and the verifiable history
 * (its head per day, and a check that recomputes the chain in the browser). No price of an
 * open trade is ever shown or published.
 */
export function TrackRecordPage() {
  const { t } = useTranslation();
  const performance = useTradePerformance();
  return (
    <Page>
      <Stack gap={4}>
        <Stack gap={1}>
          <Typography variant="h3" as="h1">
            {t('trackRecord.title')}
          </Typography>
          <Typography color="textSecondary">{t('trackRecord.intro')}</Typography>
        </Stack>
        {performance.isError ? (
          <RetryAlert error={performance.error} onRetry={() => void performance.refetch()} />
        ) : performance.data ? (
          <PerformanceReport performance={performance.data} />
        ) : (
          <Skeleton variant="rounded" height={240} />
        )}
        <Card>
          <CardContent>
            <Stack gap={2}>
              <Typography variant="h5" as="h2">
                {t('trackRecord.history')}
              </Typography>
              <VerifiableHistory />
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Page>
  );
}

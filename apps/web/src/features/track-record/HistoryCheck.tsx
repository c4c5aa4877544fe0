import type { ChainVerification, TradeChain, verifyTradeChain as verifyChain } from '@finfree/core';
import { Alert, Button, Typography } from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/RetryAlert';
import { formatNumber } from '../../lib/format';
import { loadErrorKey } from '../../lib/loadError';

/**
 * Where the history's check is: reading the events from the API, recomputing them, done (with
 * the outcome and how long the recomputation took), or failed to read (retry).
 */
type Verification =
  | { state: 'reading' }
  | { state: 'checking'; events: number }
  | { state: 'failed'; error: unknown }
  | { state: 'done'; result: ChainVerification; ms: number }
  | null;

function VerificationStatus({
  verification,
  onRetry,
}: {
  verification: Verification;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (!verification) return null;
  switch (verification.state) {
    case 'reading':
      return <Typography color="textSecondary">{t('trackRecord.reading')}</Typography>;
    case 'checking':
      return (
        <Typography color="textSecondary">
          {t('trackRecord.checking', {
            events: formatNumber(verification.events, i18n.language, 0),
          })}
        </Typography>
      );
    case 'failed':
      return (
        <RetryAlert error={verification.error} onRetry={onRetry}>
          {t('trackRecord.readFailed')} {t(loadErrorKey(verification.error))}
        </RetryAlert>
      );
    case 'done': {
      const { result, ms } = verification;
      if (result.ok) {
        return (
          <Alert severity="success">
            {t('trackRecord.verified', {
              count: result.events,
              ms: formatNumber(ms, i18n.language, 0),
            })}
          </Alert>
        );
      }
      return (
        <Alert severity="error">
          {result.reason === 'head'
            ? t('trackRecord.brokenHead')
            : t('trackRecord.broken', { id: result.id })}
        </Alert>
      );
    }
  }
}

/** Props of {@link HistoryCheck}. */
export interface HistoryCheckProps {
  /** Reads the whole chain from the API (`GET /trades/chain`), when the check is asked for. */
  readChain: () => Promise<TradeChain>;
}

/**
 * The check of the history: reads the events and recomputes the chain in the browser (the
 * hashing code loads with the events), telling how far it is and what it found. It reads
 * nothing until it is asked for: the track record's islands script runs it as it is.
 */
export function HistoryCheck({ readChain }: HistoryCheckProps) {
  const { t } = useTranslation();
  const [verification, setVerification] = useState<Verification>(null);
  const verify = async () => {
    setVerification({ state: 'reading' });
    let loaded: [TradeChain, { verifyTradeChain: typeof verifyChain }];
    try {
      loaded = await Promise.all([readChain(), import('./verifyTradeChain')]);
    } catch (error) {
      setVerification({ state: 'failed', error });
      return;
    }
    const [chain, { verifyTradeChain }] = loaded;
    setVerification({ state: 'checking', events: chain.events.length });
    const started = performance.now();
    const result = await verifyTradeChain(chain);
    setVerification({ state: 'done', result, ms: performance.now() - started });
  };
  const busy = verification?.state === 'reading' || verification?.state === 'checking';
  return (
    <>
      <div>
        <Button onClick={() => void verify()} loading={busy}>
          {t('trackRecord.verify')}
        </Button>
      </div>
      <div role="status" aria-busy={busy}>
        <VerificationStatus verification={verification} onRetry={() => void verify()} />
      </div>
    </>
  );
}

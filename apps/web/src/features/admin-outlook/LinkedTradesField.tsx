import type { Trade } from '@finfree/core';
import { useTrade, useTrades } from '@finfree/core/react';
import { Checkbox, Typography, cssVar, up } from '@finfree/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChoicesLoading } from '../../components/ChoicesLoading';
import { RetryAlert } from '../../components/RetryAlert';
import { formatDate } from '../../lib/format';
import { MAX_TRADES } from './postDraft';

/** How many of the latest trades the field offers. */
const RECENT = 20;

const Fieldset = styled.fieldset`
  border: 1px solid ${cssVar('divider')};
  border-radius: 8px;
  margin: 0;
  padding: 8px 12px 12px;
  min-inline-size: 0;
  display: grid;
  gap: 4px;

  legend {
    padding-inline: 4px;
    font-weight: 600;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: 2px;
  max-height: 220px;
  overflow-y: auto;
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** "EURUSD Buy · 12 Nov 2026". */
function useTradeLabel() {
  const { t, i18n } = useTranslation();
  return (trade: Pick<Trade, 'symbol' | 'side' | 'publishedAt'>) =>
    t('admin.outlook.editor.trade', {
      symbol: trade.symbol,
      side: t(`admin.outlook.editor.sides.${trade.side}`),
      date: formatDate(trade.publishedAt, i18n.language),
    });
}

/** A linked trade that is not among the recent ones (an older post's): read on its own. */
function OlderTrade({ id, onUncheck }: { id: string; onUncheck: () => void }) {
  const trade = useTrade(id);
  const label = useTradeLabel();
  return (
    <Checkbox
      label={trade.data ? label(trade.data) : id}
      checked
      onCheckedChange={(checked) => !checked && onUncheck()}
    />
  );
}

/**
 * The trades a post discusses: a checkbox for each of the latest trades (symbol, direction and
 * date), at most {@link MAX_TRADES} checked; a linked trade older than those is listed first.
 */
export function LinkedTradesField({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** A message about the trades (the server's, or too many). */
  error?: string;
}) {
  const { t } = useTranslation();
  const trades = useTrades({ limit: RECENT, page: 1 });
  const label = useTradeLabel();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const recent = trades.data?.results ?? [];
  const older = trades.data ? value.filter((tradeId) => !recent.some((r) => r.id === tradeId)) : [];
  const full = value.length >= MAX_TRADES;
  const toggle = (tradeId: string, checked: boolean) =>
    onChange(checked ? [...value, tradeId] : value.filter((v) => v !== tradeId));

  return (
    <Fieldset
      aria-busy={trades.isPending || undefined}
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend>{t('admin.outlook.editor.trades')}</legend>
      <Typography id={hintId} variant="caption" color="textSecondary" as="p">
        {t('admin.outlook.editor.tradesHint')}
      </Typography>
      {trades.isPending ? (
        <ChoicesLoading label={t('admin.outlook.editor.tradesLoading')} />
      ) : trades.isError ? (
        <RetryAlert error={trades.error} onRetry={() => void trades.refetch()}>
          {t('admin.outlook.editor.tradesError')}
        </RetryAlert>
      ) : recent.length || older.length ? (
        <Choices>
          {older.map((tradeId) => (
            <OlderTrade key={tradeId} id={tradeId} onUncheck={() => toggle(tradeId, false)} />
          ))}
          {recent.map((trade) => {
            const checked = value.includes(trade.id);
            return (
              <Checkbox
                key={trade.id}
                label={label(trade)}
                checked={checked}
                disabled={!checked && full}
                onCheckedChange={(next) => toggle(trade.id, next)}
              />
            );
          })}
        </Choices>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t('admin.outlook.editor.tradesEmpty')}
        </Typography>
      )}
      {error ? (
        <Typography id={errorId} variant="caption" color="error" as="p">
          {error}
        </Typography>
      ) : null}
    </Fieldset>
  );
}

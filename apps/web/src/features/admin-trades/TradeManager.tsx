import type { Trade, TradeEventRequest } from '@finfree/core';
import { useAdminTradeEvent, useTrade } from '@finfree/core/react';
import { Button, Skeleton, Stack, TextField, notify } from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailSection } from '../../components/DetailSection';
import { Fact, FactList } from '../../components/FactList';
import { RetryAlert } from '../../components/RetryAlert';
import { TradeHistory } from '../../components/trades/TradeHistory';
import { TradeHeading } from '../../components/trades/TradeHeading';
import { SignedValue } from '../../components/trades/TradeLabels';
import { actionFailure } from '../../lib/conflict';
import { formatEntry, formatNumber, formatPrice } from '../../lib/format';
import { parsePrice } from './tradeDraft';

/** An action the lifecycle allows now; `field` asks for a price or a text first. */
type Action =
  | { kind: 'activated' }
  | { kind: 'tp_hit'; tpIndex: number }
  | { kind: 'sl_moved' }
  | { kind: 'closed' }
  | { kind: 'cancelled' }
  | { kind: 'note' };

/** Only the events the server accepts in the trade's status (others are not offered). */
export function allowedActions(trade: Trade): Action[] {
  const actions: Action[] = [];
  if (trade.status === 'pending') actions.push({ kind: 'activated' });
  if (trade.status === 'open') {
    trade.takeProfits.forEach((tp, tpIndex) => {
      if (!tp.hitAt) actions.push({ kind: 'tp_hit', tpIndex });
    });
  }
  if (trade.status === 'open' || trade.status === 'pending') actions.push({ kind: 'sl_moved' });
  if (trade.status === 'open') actions.push({ kind: 'closed' });
  if (trade.status === 'pending') actions.push({ kind: 'cancelled' });
  actions.push({ kind: 'note' });
  return actions;
}

/** One trade in the console: its levels, result, history and the actions its status allows. */
export function TradeManager({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const trade = useTrade(id);
  const event = useAdminTradeEvent();
  const [action, setAction] = useState<Action | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (trade.isPending) {
    return (
      <Stack gap={2} aria-busy>
        <Skeleton variant="text" width="40%" height={32} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  if (trade.isError) return <RetryAlert error={trade.error} onRetry={() => void trade.refetch()} />;
  const tr = trade.data;

  const label = (a: Action) =>
    a.kind === 'tp_hit'
      ? t('admin.trades.actions.tp_hit', { n: a.tpIndex + 1 })
      : t(`admin.trades.actions.${a.kind}`);
  const open = (a: Action) => {
    setAction(a);
    setError(null);
    setValue(a.kind === 'sl_moved' && tr.stopLoss !== null ? String(tr.stopLoss) : '');
  };
  const needsPrice = action?.kind === 'sl_moved' || action?.kind === 'closed';
  const confirm = () => {
    if (!action) return;
    let body: TradeEventRequest;
    if (needsPrice) {
      const price = parsePrice(value);
      if (price === null) {
        setError(t('admin.trades.errors.price'));
        return;
      }
      body = { type: action.kind as 'sl_moved' | 'closed', price };
    } else if (action.kind === 'note') {
      if (!value.trim()) {
        setError(t('admin.trades.errors.note'));
        return;
      }
      body = { type: 'note', text: value.trim() };
    } else if (action.kind === 'tp_hit') {
      body = { type: 'tp_hit', tpIndex: action.tpIndex };
    } else {
      body = { type: action.kind } as TradeEventRequest;
    }
    event.mutate(
      { id: tr.id, event: body },
      {
        onSuccess: (updated) => {
          setAction(null);
          notify.success(
            updated.status === 'closed' && updated.result && tr.status !== 'closed'
              ? t('admin.trades.closedResult', {
                  symbol: updated.symbol,
                  result: t(`trades.results.${updated.result}`),
                  pips: formatNumber(updated.pips ?? 0, lng, 1),
                  r: formatNumber(updated.rMultiple ?? 0, lng, 2),
                })
              : t('admin.trades.recorded', { symbol: updated.symbol }),
          );
        },
        onError: (failure) => {
          const { conflict, message } = actionFailure(failure, t);
          setError(message);
          if (conflict) void trade.refetch();
        },
      },
    );
  };

  return (
    <Stack gap={3}>
      <TradeHeading trade={tr} />
      <FactList>
        <Fact label={t('trades.entry')}>{formatEntry(tr, lng)}</Fact>
        <Fact label={t('trades.stopLoss')}>{formatPrice(tr.stopLoss, lng)}</Fact>
        {tr.takeProfits.map((tp, index) => (
          <Fact
            key={index}
            label={`${t('admin.trades.tpN', { n: index + 1 })} (${tp.allocation}%)`}
          >
            {`${formatPrice(tp.price, lng)}${tp.hitAt ? ` ✓ ${t('admin.trades.hit')}` : ''}`}
          </Fact>
        ))}
        {tr.status === 'closed' ? (
          <>
            <Fact label={t('admin.trades.closePrice')}>{formatPrice(tr.closePrice, lng)}</Fact>
            <Fact label={t('trades.pips')}>
              <SignedValue value={tr.pips} />
            </Fact>
            <Fact label={t('trades.rMultiple')}>
              <SignedValue value={tr.rMultiple} digits={2} />
            </Fact>
          </>
        ) : null}
      </FactList>
      <DetailSection title={t('admin.trades.actionsTitle')}>
        <Stack direction="row" gap={1} wrap>
          {allowedActions(tr).map((a) => (
            <Button
              key={a.kind === 'tp_hit' ? `tp${a.tpIndex}` : a.kind}
              size="small"
              variant={a.kind === 'note' ? 'outlined' : 'soft'}
              color={a.kind === 'cancelled' ? 'error' : 'primary'}
              onClick={() => open(a)}
            >
              {label(a)}
            </Button>
          ))}
        </Stack>
      </DetailSection>
      <DetailSection title={t('trades.updates')}>
        <TradeHistory updates={tr.updates} />
      </DetailSection>
      <ConfirmDialog
        open={!!action}
        onOpenChange={(next) => !next && setAction(null)}
        title={action ? `${label(action)} — ${tr.symbol}` : ''}
        description={
          action
            ? t(`admin.trades.confirm.${action.kind}`, {
                symbol: tr.symbol,
                n: action.kind === 'tp_hit' ? action.tpIndex + 1 : 0,
                price:
                  action.kind === 'tp_hit'
                    ? formatPrice(tr.takeProfits[action.tpIndex]?.price ?? null, lng)
                    : '',
              })
            : ''
        }
        confirmLabel={action ? label(action) : ''}
        color={action?.kind === 'cancelled' ? 'error' : 'primary'}
        onConfirm={confirm}
        pending={event.isPending}
        error={error}
      >
        {needsPrice || action?.kind === 'note' ? (
          <div style={{ marginTop: 16 }}>
            <TextField
              label={action?.kind === 'note' ? t('admin.trades.noteText') : t('admin.trades.price')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              inputMode={needsPrice ? 'decimal' : 'text'}
              multiline={action?.kind === 'note'}
              rows={action?.kind === 'note' ? 3 : undefined}
              fullWidth
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}

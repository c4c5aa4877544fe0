import type { SnoozeFor, Trade, TradeSnooze } from '@finfree/core';
import { useAuthContext, useSnoozeTrade, useSnoozes, useUnsnoozeTrade } from '@finfree/core/react';
import { Button, Typography, notify } from '@finfree/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorText } from '../../../lib/serverErrors';

/** Trades whose alerts may be snoozed: not yet closed or cancelled. */
export const isLive = (trade: Pick<Trade, 'status'>) =>
  trade.status === 'pending' || trade.status === 'open';

/** A snooze still in force (until a time ahead, or until the trade closes). */
export const inForce = (snooze: TradeSnooze | undefined, now = Date.now()) =>
  !!snooze && (snooze.until === null || Date.parse(snooze.until) > now);

// The control flows as inline content (no flex box): its wrapped lines follow the cell's
// alignment, the start in a table and the end in a phone's card of a row.
const Choices = styled.span`
  & > * {
    margin: 2px;
  }
`;

const Snoozed = styled.span`
  & > * {
    margin: 2px;
    vertical-align: middle;
  }
`;

const choices: { value: SnoozeFor; label: string }[] = [
  { value: '1h', label: 'session.snooze.hour' },
  { value: '4h', label: 'session.snooze.fourHours' },
  { value: 'close', label: 'session.snooze.untilClose' },
];

/** Props of {@link SnoozeControl}. */
export interface SnoozeControlProps {
  trade: Pick<Trade, 'id' | 'symbol' | 'status'>;
  /** Shows the choices at once (the stories' open state). */
  defaultOpen?: boolean;
}

/**
 * "Snooze alerts" of one live trade (1 hour, 4 hours, until it closes): a snoozed trade sends
 * no phone or e-mail alert; once snoozed, until when, with "Resume alerts". Nothing for a
 * guest or a trade that has ended.
 */
export function SnoozeControl({ trade, defaultOpen = false }: SnoozeControlProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const choicesId = useId();
  const { authenticated } = useAuthContext();
  const live = authenticated && isLive(trade);
  const snoozes = useSnoozes({ enabled: live, staleTime: 60_000 });
  const snooze = useSnoozeTrade();
  const resume = useUnsnoozeTrade();
  if (!live || !snoozes.data) return null;
  const current = snoozes.data.find((s) => s.tradeId === trade.id);
  const failed = (error: unknown) => notify.error(errorText(error, t('session.snooze.failed')));

  if (current && inForce(current)) {
    const until = current.until
      ? t('session.snooze.until', {
          time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
            new Date(current.until),
          ),
        })
      : t('session.snooze.untilClosed');
    return (
      <Snoozed>
        <Typography variant="body2" as="span" color="textSecondary">
          {until}
        </Typography>
        <Button
          size="small"
          variant="text"
          loading={resume.isPending}
          aria-label={t('session.snooze.resumeFor', { symbol: trade.symbol })}
          onClick={() => resume.mutateAsync(trade.id).catch(failed)}
        >
          {t('session.snooze.resume')}
        </Button>
      </Snoozed>
    );
  }

  const label = t('session.snooze.buttonFor', { symbol: trade.symbol });
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    document.getElementById(`${choicesId}-button`)?.focus();
  };
  // A disclosure: the button shows the three durations next to it (no popup layer, so the
  // trades page loads no menu library for it).
  return (
    <Snoozed onKeyDown={close}>
      <Button
        id={`${choicesId}-button`}
        size="small"
        variant="text"
        loading={snooze.isPending}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? choicesId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('session.snooze.button')}
      </Button>
      {open ? (
        <Choices id={choicesId} role="group" aria-label={label}>
          {choices.map(({ value, label: text }) => (
            <Button
              key={value}
              size="small"
              variant="outlined"
              onClick={() => {
                setOpen(false);
                snooze.mutateAsync({ tradeId: trade.id, for: value }).catch(failed);
              }}
            >
              {t(text)}
            </Button>
          ))}
        </Choices>
      ) : null}
    </Snoozed>
  );
}

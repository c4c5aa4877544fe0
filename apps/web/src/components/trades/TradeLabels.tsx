import type { TradeResult, TradeSide, TradeStatus } from '@finfree/core';
import { ArrowDownRight, ArrowUpRight, Label, Minus, cssVar } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatSigned } from '../../lib/format';

const statusColor = {
  pending: 'warning',
  open: 'info',
  closed: 'default',
  cancelled: 'default',
} as const;
const resultColor = { win: 'success', loss: 'error', breakeven: 'default' } as const;

/** Buy or sell, with an arrow (never colour alone). */
export function SideLabel({ side }: { side: TradeSide }) {
  const { t } = useTranslation();
  return (
    <Label
      color={side === 'buy' ? 'success' : 'error'}
      startIcon={
        side === 'buy' ? (
          <ArrowUpRight size={14} aria-hidden />
        ) : (
          <ArrowDownRight size={14} aria-hidden />
        )
      }
    >
      {t(`trades.sides.${side}`)}
    </Label>
  );
}

export function StatusLabel({ status }: { status: TradeStatus }) {
  const { t } = useTranslation();
  return (
    <Label variant="outlined" color={statusColor[status]}>
      {t(`trades.statuses.${status}`)}
    </Label>
  );
}

export function ResultLabel({ result }: { result: TradeResult | null }) {
  const { t } = useTranslation();
  if (!result) return <span aria-hidden>—</span>;
  const Icon = result === 'win' ? ArrowUpRight : result === 'loss' ? ArrowDownRight : Minus;
  return (
    <Label color={resultColor[result]} startIcon={<Icon size={14} aria-hidden />}>
      {t(`trades.results.${result}`)}
    </Label>
  );
}

// Readable shades: the light one on dark surfaces, the dark one on light surfaces.
// Isolated, its direction taken from its own text: a sign stays before its number in any
// language and direction (a number with no letters reads left to right).
const Signed = styled.span`
  font-variant-numeric: tabular-nums;
  unicode-bidi: plaintext;
  &[data-sign='positive'] {
    color: ${cssVar('palette-success-light')};
  }
  &[data-sign='negative'] {
    color: ${cssVar('palette-error-light')};
  }
  [data-mode='light'] &[data-sign='positive'] {
    color: ${cssVar('palette-success-dark')};
  }
  [data-mode='light'] &[data-sign='negative'] {
    color: ${cssVar('palette-error-dark')};
  }
`;

/** A gain or loss with its sign: "+12.3" / "-4.0" (colour only reinforces the sign). */
export function SignedValue({
  value,
  digits = 1,
  suffix = '',
}: {
  value: number | null;
  digits?: number;
  suffix?: string;
}) {
  const { i18n } = useTranslation();
  if (value === null || Number.isNaN(value)) return <span aria-hidden>—</span>;
  const text = formatSigned(value, i18n.language, digits);
  return (
    <Signed data-sign={value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero'}>
      {text}
      {suffix}
    </Signed>
  );
}

import { STORAGE_KEYS } from '@finfree/core';
import { Stack, TextField, Typography, cssVar } from '@finfree/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, formatNumber } from '../../../lib/format';
import { Fact, FactList } from '../../FactList';
import { isCrossPair, sizePosition } from './riskMath';

const Fields = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

// Tighter rows than a detail's facts, values read from the start (money with its sign).
const Results = styled(FactList)`
  gap: 4px 16px;
  dd {
    text-align: start;
    unicode-bidi: plaintext;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: ${cssVar('text-secondary')};
`;

/** Props of {@link RiskCalculator}. */
export interface RiskCalculatorProps {
  /** Whose settings to remember (account size and risk are kept per member on this device). */
  userId: string;
  /** The trade's symbol. */
  symbol: string;
  /** The trade's asset class (decides the contract convention). */
  assetClass: string;
  /** Entry price. */
  entry: number;
  /** Stop loss. */
  stop: number;
  /** Take-profits with their allocations (percent). */
  takeProfits: { price: number | null; allocation: number }[];
}

interface Settings {
  account: string;
  risk: string;
}

const storageKey = (userId: string) => `${STORAGE_KEYS.riskCalculator}${userId}`;

function readSettings(userId: string): Settings {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    const parsed = raw ? (JSON.parse(raw) as Partial<Settings>) : {};
    return {
      account: typeof parsed.account === 'string' ? parsed.account : '10000',
      risk: typeof parsed.risk === 'string' ? parsed.risk : '1',
    };
  } catch {
    return { account: '10000', risk: '1' };
  }
}

/**
 * Position size for a trade from the member's account size and risk per trade, with the
 * money at risk at the stop and made at each take-profit; the conventions are written below it.
 */
export function RiskCalculator({
  userId,
  symbol,
  assetClass,
  entry,
  stop,
  takeProfits,
}: RiskCalculatorProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const id = useId();
  const [settings, setSettings] = useState<Settings>(() => readSettings(userId));
  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey(userId), JSON.stringify(settings));
    } catch {
      // Storage full or blocked: the calculator still works for this visit.
    }
  }, [settings, userId]);
  const account = Number(settings.account);
  const risk = Number(settings.risk);
  const valid =
    Number.isFinite(account) && account > 0 && Number.isFinite(risk) && risk > 0 && risk <= 100;
  const result = valid
    ? sizePosition({
        symbol,
        assetClass,
        entry,
        stop,
        takeProfits,
        accountCents: Math.round(account * 100),
        riskPercent: risk,
      })
    : null;
  const usd = (cents: number) => formatMoney(cents, 'usd', lng);
  return (
    <Stack gap={2} aria-labelledby={`${id}-title`} as="section">
      <Typography id={`${id}-title`} variant="subtitle1" as="h4">
        {t('trades.risk.title')}
      </Typography>
      <Fields>
        <TextField
          label={t('trades.risk.account')}
          inputMode="decimal"
          value={settings.account}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            setSettings((s) => ({ ...s, account: event.target.value.trim() }))
          }
          endAdornment="USD"
          error={!(account > 0)}
          helperText={!(account > 0) ? t('trades.risk.invalidAccount') : undefined}
        />
        <TextField
          label={t('trades.risk.percent')}
          inputMode="decimal"
          value={settings.risk}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            setSettings((s) => ({ ...s, risk: event.target.value.trim() }))
          }
          endAdornment="%"
          error={!(risk > 0 && risk <= 100)}
          helperText={!(risk > 0 && risk <= 100) ? t('trades.risk.invalidPercent') : undefined}
        />
      </Fields>
      <div aria-live="polite">
        {result ? (
          <Results>
            <Fact label={t('trades.risk.size')}>
              {t(`trades.risk.units.${result.unit}`, { value: formatNumber(result.size, lng, 4) })}
            </Fact>
            <Fact label={t('trades.risk.atRisk')}>{usd(result.riskCents)}</Fact>
            {result.takeProfits.map((tp, i) => (
              <Fact key={i} label={t('trades.risk.atTp', { n: i + 1 })}>
                {t('trades.risk.tpResult', {
                  size: formatNumber(tp.size, lng, 4),
                  money: usd(tp.profitCents),
                })}
              </Fact>
            ))}
          </Results>
        ) : (
          <Typography color="textSecondary">
            {isCrossPair(symbol, assetClass)
              ? t('trades.risk.crossPair')
              : t('trades.risk.cannotSize')}
          </Typography>
        )}
      </div>
      <Note>
        {t(
          `trades.risk.assumptions.${assetClass === 'forex' || assetClass === 'commodities' || assetClass === 'indices' || assetClass === 'crypto' ? assetClass : 'other'}`,
        )}
      </Note>
    </Stack>
  );
}

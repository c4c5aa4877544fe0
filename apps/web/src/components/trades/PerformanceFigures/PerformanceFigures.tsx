import type { PerformanceFigure, TradePerformance } from '@finfree/core';
import { cssVar } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber, formatPercent, formatSigned } from '../../../lib/format';
import { FigureGrid } from '../../FigureList';

// The headline grid with smaller values, each with its sample size under it (greyed when small).
const List = styled(FigureGrid)`
  div {
    min-inline-size: 0;
  }
  dd {
    font-size: 1.25rem;
    unicode-bidi: plaintext;
  }
  small {
    display: block;
    font-size: 0.75rem;
    font-weight: 400;
    color: ${cssVar('text-secondary')};
  }
  div[data-sample='small'] dd {
    color: ${cssVar('text-disabled')};
  }
`;

/** The figures the list shows, in order, and how each is written. */
const FIGURES = [
  ['totalR', 'signed'],
  ['winRate', 'percent'],
  ['payoffRatio', 'ratio'],
  ['expectancy', 'signed'],
  ['sqn', 'ratio'],
  ['maxDrawdown', 'r'],
  ['longestDrawdownDays', 'days'],
  ['recoveryFactor', 'ratio'],
  ['profitableMonths', 'percent'],
  ['sharpe', 'ratio'],
  ['sortino', 'ratio'],
  ['avgWinHours', 'hours'],
  ['avgLossHours', 'hours'],
] as const;

/** Props of {@link PerformanceFigures}. */
export interface PerformanceFiguresProps {
  /** The statistics to show. */
  performance: TradePerformance;
}

/**
 * The track-record figures, each with the number of trades behind it; a figure on a small
 * sample is greyed and says so.
 */
export function PerformanceFigures({ performance }: PerformanceFiguresProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const write = (f: PerformanceFigure, kind: (typeof FIGURES)[number][1]) => {
    if (f.value === null) return '—';
    switch (kind) {
      case 'signed':
        return `${formatSigned(f.value, lng, 2)} R`;
      case 'percent':
        return formatPercent(f.value, lng);
      case 'r':
        return `${formatNumber(f.value, lng, 2)} R`;
      case 'days':
        return t('trades.performance.days', { count: Math.round(f.value) });
      case 'hours':
        return t('trades.performance.hours', { value: formatNumber(f.value, lng, 1) });
      default:
        return formatNumber(f.value, lng, 2);
    }
  };
  return (
    <List>
      {FIGURES.map(([key, kind]) => {
        const f = performance[key];
        return (
          <div key={key} data-sample={f.smallSample ? 'small' : 'enough'}>
            <dt>{t(`trades.performance.figures.${key}`)}</dt>
            <dd>
              {write(f, kind)}
              <small>
                {f.value === null && (key === 'sharpe' || key === 'sortino')
                  ? t('trades.performance.needsMonths', { count: 12 })
                  : f.smallSample
                    ? t('trades.performance.smallSample', { count: f.trades })
                    : t('trades.performance.sample', { count: f.trades })}
              </small>
            </dd>
          </div>
        );
      })}
    </List>
  );
}

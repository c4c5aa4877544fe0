import type { TradePerformance } from '@finfree/core';
import { cssVar } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatSigned } from '../../../lib/format';

// Wide tables scroll inside their own region: the page never scrolls sideways.
const Scroller = styled.div`
  overflow-x: auto;
  max-inline-size: 100%;
  &:focus-visible {
    outline: 2px solid ${cssVar('palette-primary-main')};
    outline-offset: 2px;
  }
`;

const Grid = styled.table`
  border-collapse: separate;
  border-spacing: 2px;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: 8px;
  }
  th {
    font-weight: 500;
    color: ${cssVar('text-secondary')};
    padding: 4px;
  }
  td {
    min-inline-size: 3rem;
    padding: 6px 4px;
    text-align: center;
    border-radius: 4px;
    unicode-bidi: plaintext;
    color: ${cssVar('text-primary')};
  }
  td[data-tone='positive'] {
    background: rgb(${cssVar('palette-success-main-channel')} / 0.22);
  }
  td[data-tone='negative'] {
    background: rgb(${cssVar('palette-error-main-channel')} / 0.22);
  }
  td[data-tone='zero'] {
    background: ${cssVar('action-hover')};
  }
  td[data-tone='empty'] {
    color: ${cssVar('text-disabled')};
  }
  td[data-part='total'] {
    font-weight: 700;
  }
`;

/** Props of {@link MonthlyGrid}. */
export interface MonthlyGridProps {
  /** Years with their twelve months (null where no trade closed). */
  monthly: TradePerformance['monthly'];
}

const tone = (r: number) => (r > 0 ? 'positive' : r < 0 ? 'negative' : 'zero');

/** The monthly-R heat map: one row per year, a cell per month (sign in text, tint by sign). */
export function MonthlyGrid({ monthly }: MonthlyGridProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const monthName = new Intl.DateTimeFormat(lng, { month: 'short', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, m) => monthName.format(Date.UTC(2024, m, 15)));
  return (
    <Scroller tabIndex={0} role="region" aria-label={t('trades.performance.monthly')}>
      <Grid>
        <caption>{t('trades.performance.monthly')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trades.performance.year')}</th>
            {months.map((m) => (
              <th key={m} scope="col">
                {m}
              </th>
            ))}
            <th scope="col">{t('trades.performance.total')}</th>
          </tr>
        </thead>
        <tbody>
          {monthly.map((year) => (
            <tr key={year.year}>
              <th scope="row">{year.year}</th>
              {year.months.map((cell, i) =>
                cell ? (
                  <td
                    key={i}
                    data-tone={tone(cell.r)}
                    title={t('trades.performance.monthTrades', { count: cell.trades })}
                  >
                    {formatSigned(cell.r, lng, 1)}
                  </td>
                ) : (
                  <td key={i} data-tone="empty">
                    <span aria-hidden>·</span>
                    <span hidden>{t('trades.performance.noTrades')}</span>
                  </td>
                ),
              )}
              <td data-part="total" data-tone={tone(year.r)}>
                {formatSigned(year.r, lng, 1)}
              </td>
            </tr>
          ))}
        </tbody>
      </Grid>
    </Scroller>
  );
}

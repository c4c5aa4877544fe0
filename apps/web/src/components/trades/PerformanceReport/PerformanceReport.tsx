import type { PerformanceBreakdown, TradePerformance } from '@finfree/core';
import { Card, CardContent, Stack, Table, Typography, up } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MonthlyGrid } from '../MonthlyGrid/MonthlyGrid';
import { PerformanceFigures } from '../PerformanceFigures/PerformanceFigures';
import { RCurveChart, type RCurveChartProps } from '../RCurveChart/RCurveChart';
import { SignedValue } from '../TradeLabels';
import { formatDate, formatNumber, formatPercent, formatSigned } from '../../../lib/format';

const Charts = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Breakdowns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & > * {
    min-inline-size: 0;
  }
`;

/** A chart of the R curve in a card, under its heading (which also names the chart). */
function CurveCard({ title, ...chart }: { title: string } & Omit<RCurveChartProps, 'label'>) {
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1" as="h2">
          {title}
        </Typography>
        <RCurveChart {...chart} label={title} />
      </CardContent>
    </Card>
  );
}

function BreakdownTable({
  caption,
  rows,
  label,
}: {
  caption: string;
  rows: PerformanceBreakdown[];
  label: (key: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Table
      caption={caption}
      showCaption
      rows={rows}
      getRowId={(row) => row.key}
      columns={[
        { id: 'key', header: t('trades.performance.group'), cell: (row) => label(row.key) },
        {
          id: 'trades',
          header: t('trades.performance.trades'),
          numeric: true,
          cell: (row) => formatNumber(row.trades, lng, 0),
        },
        {
          id: 'winRate',
          header: t('trades.performance.winRate'),
          numeric: true,
          cell: (row) => formatPercent(row.winRate, lng),
        },
        {
          id: 'r',
          header: t('trades.performance.r'),
          numeric: true,
          cell: (row) => <SignedValue value={row.r} digits={2} />,
        },
        {
          id: 'expectancy',
          header: t('trades.performance.expectancy'),
          numeric: true,
          cell: (row) => <SignedValue value={row.expectancy} digits={2} />,
        },
      ]}
    />
  );
}

/** The statistics once loaded: figures, curves, monthly grid, drawdowns and breakdowns. */
/** Props of {@link PerformanceReport}. */
export interface PerformanceReportProps {
  /** The statistics to show. */
  performance: TradePerformance;
}

export function PerformanceReport({ performance: p }: PerformanceReportProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const weekday = new Intl.DateTimeFormat(lng, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const dayName = (key: string) => weekday.format(Date.UTC(2024, 0, 1 + days.indexOf(key)));
  if (p.sampleSize === 0) {
    return <Typography color="textSecondary">{t('trades.performance.empty')}</Typography>;
  }
  const last = p.curve.at(-1)?.cumulativeR ?? 0;
  return (
    <Stack gap={3}>
      <Card>
        <CardContent>
          <PerformanceFigures performance={p} />
        </CardContent>
      </Card>
      <Charts>
        <CurveCard
          variant="equity"
          title={t('trades.performance.equity')}
          values={p.curve.map((c) => c.cumulativeR)}
          summary={t('trades.performance.equitySummary', {
            r: formatSigned(last, lng, 2),
            count: p.sampleSize,
          })}
        />
        <CurveCard
          variant="drawdown"
          title={t('trades.performance.drawdown')}
          values={p.curve.map((c) => c.drawdownR)}
          summary={t('trades.performance.drawdownSummary', {
            r: formatNumber(p.maxDrawdown.value ?? 0, lng, 2),
          })}
        />
      </Charts>
      <Card>
        <CardContent>
          <MonthlyGrid monthly={p.monthly} />
        </CardContent>
      </Card>
      <Table
        caption={t('trades.performance.largestDrawdowns')}
        showCaption
        rows={p.drawdowns}
        getRowId={(row) => row.peakAt}
        columns={[
          {
            id: 'peak',
            header: t('trades.performance.peak'),
            cell: (row) => formatDate(row.peakAt, lng),
          },
          {
            id: 'recovered',
            header: t('trades.performance.recovered'),
            cell: (row) =>
              row.recoveredAt
                ? formatDate(row.recoveredAt, lng)
                : t('trades.performance.notRecovered'),
          },
          {
            id: 'depth',
            header: t('trades.performance.depth'),
            numeric: true,
            cell: (row) => formatNumber(row.depthR, lng, 2),
          },
          {
            id: 'length',
            header: t('trades.performance.length'),
            numeric: true,
            cell: (row) => t('trades.performance.days', { count: Math.round(row.days) }),
          },
        ]}
      />
      <Breakdowns>
        <BreakdownTable
          caption={t('trades.performance.bySide')}
          rows={p.bySide}
          label={(key) => t(`trades.sides.${key}`)}
        />
        <BreakdownTable
          caption={t('trades.performance.byAssetClass')}
          rows={p.byAssetClass}
          label={(key) => t(`trades.assetClasses.${key}`)}
        />
        <BreakdownTable
          caption={t('trades.performance.byWeekday')}
          rows={p.byWeekday}
          label={dayName}
        />
        <BreakdownTable
          caption={t('trades.performance.byHour')}
          rows={p.byHour}
          label={(key) => `${key}:00`}
        />
      </Breakdowns>
    </Stack>
  );
}

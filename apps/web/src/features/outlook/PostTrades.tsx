import { useTrade } from '@finfree/core/react';
import { Card, CardHeader, Link, Skeleton, Typography, cssVar } from '@finfree/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { ResultLabel, SideLabel, StatusLabel } from '../../components/trades/TradeLabels';
import { paths } from '../../routes/paths';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: 8px;
  padding: 16px 24px;
  & + & {
    border-block-start: 1px solid ${cssVar('divider')};
  }
  & [data-part='head'] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 4px 12px;
  }
  & [data-part='symbol'] {
    font-weight: 700;
  }
  & [data-part='open'] {
    font-size: 0.875rem;
  }
  & [data-part='labels'] {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/** The trades screen with one trade's details open. */
const tradeLink = (id: string) => `${paths.dashboard.trades}?${new URLSearchParams({ trade: id })}`;

/**
 * One trade a post links: its symbol, direction, status and result, and the way to it on the
 * trades screen. The trade's query is the trades screen's, so live updates refresh it.
 */
function LinkedTrade({ id }: { id: string }) {
  const { t } = useTranslation();
  const trade = useTrade(id);
  if (trade.isPending) {
    return (
      <Row aria-busy="true">
        <Skeleton variant="text" width="40%" />
      </Row>
    );
  }
  if (trade.isError) {
    return (
      <Row>
        <Typography variant="body2" color="textSecondary">
          {t('outlook.trades.loadError')}
        </Typography>
      </Row>
    );
  }
  const { symbol, side, status, result } = trade.data;
  return (
    <Row>
      <div data-part="head">
        <span data-part="symbol">{symbol}</span>
        <Link
          as={RouterLink}
          to={tradeLink(id)}
          data-part="open"
          aria-label={t('outlook.trades.openFor', { symbol })}
        >
          {t('outlook.trades.open')}
        </Link>
      </div>
      <div data-part="labels">
        <SideLabel side={side} />
        <StatusLabel status={status} />
        {result ? <ResultLabel result={result} /> : null}
      </div>
    </Row>
  );
}

/** "Trades in this post": each linked trade, as the trades screen knows it now. */
export function PostTrades({ tradeIds }: { tradeIds: string[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (tradeIds.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader title={<span id={titleId}>{t('outlook.trades.title')}</span>} titleAs="h2" />
      <Rows>
        {tradeIds.map((id) => (
          <LinkedTrade key={id} id={id} />
        ))}
      </Rows>
    </Card>
  );
}

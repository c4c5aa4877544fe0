import type { TradeUpdate } from '@finfree/core';
import { Typography, cssVar } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../lib/format';
import { describeTradeUpdate } from './tradeHistory';

const Log = styled.ol`
  margin: 0;
  padding-inline-start: 20px;
  display: grid;
  gap: 8px;
  time {
    color: ${cssVar('text-secondary')};
    font-variant-numeric: tabular-nums;
  }
`;

/** A trade's history, oldest first, each event as a sentence (notes render as text). */
export function TradeHistory({ updates }: { updates: TradeUpdate[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Log data-part="TradeHistory">
      {updates.map((update, index) => (
        <li key={index}>
          <Typography variant="body2">
            <time dateTime={update.at}>{formatDateTime(update.at, lng)}</time> —{' '}
            {describeTradeUpdate(update, t, lng)}
          </Typography>
        </li>
      ))}
    </Log>
  );
}

import { Stack, Table, Typography, cssVar } from '@finfree/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatNumber } from '../../lib/format';
import type { ChainHeads } from './chainHeads';

const Hash = styled.code`
  font-family: ${cssVar('font-family-mono')};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
  unicode-bidi: isolate;
  direction: ltr;
`;

/** Props of {@link VerifiableHistory}. */
export interface VerifiableHistoryProps {
  /** The heads the page shows: the genesis, the head and the newest days'. */
  heads: ChainHeads;
  /** The check (`HistoryCheck`), shown between the head and the days' heads. */
  check: ReactNode;
}

/** The verifiable history: its head, its check and the head of each recent day. */
export function VerifiableHistory({ heads, check }: VerifiableHistoryProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const days = [...heads.days].reverse();
  return (
    <Stack gap={2}>
      <Typography>{t('trackRecord.historyIntro')}</Typography>
      <Typography>
        {t('trackRecord.head')} <Hash>{heads.head?.hash ?? heads.genesis}</Hash>
      </Typography>
      {check}
      <Table
        caption={t('trackRecord.dayHeads')}
        showCaption
        rows={days}
        getRowId={(row) => row.day}
        columns={[
          { id: 'day', header: t('trackRecord.day'), cell: (row) => formatDate(row.day, lng) },
          {
            id: 'event',
            header: t('trackRecord.event'),
            numeric: true,
            cell: (row) => formatNumber(row.id, lng, 0),
          },
          { id: 'hash', header: t('trackRecord.hash'), cell: (row) => <Hash>{row.hash}</Hash> },
        ]}
      />
    </Stack>
  );
}

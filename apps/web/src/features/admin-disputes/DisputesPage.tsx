import type { Dispute, DisputesParams } from '@finfree/core';
import { useDisputes } from '@finfree/core/react';
import { Button, Label, Stack, up } from '@finfree/ui';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DetailDrawer } from '../../components/DetailDrawer';
import { ListFilter } from '../../components/ListFilter';
import { ListTable } from '../../components/ListTable';
import { formatDate, formatMoney } from '../../lib/format';
import { readPage, useListParams } from '../../lib/useListParams';
import { disputeStatuses, evidenceOverdue, statusColor, useDisputeText } from './disputeStatus';
import { ScreenTitle } from '../../components/ScreenTitle';

/** The dispute's details: loaded when the first dispute is opened. */
const DisputeDetail = lazy(() =>
  import('./DisputeDetail').then((module) => ({ default: module.DisputeDetail })),
);

const LIMIT = 10;

const Filters = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: minmax(0, 280px);
  }
`;

const Member = styled.span`
  display: grid;
  justify-items: start;
  small {
    overflow-wrap: anywhere;
    opacity: 0.8;
  }
`;

/** The list's parameters from the URL (`status`, `userId`, `page`). */
export function readDisputeParams(search: URLSearchParams): DisputesParams {
  const status = search.get('status');
  const userId = search.get('userId');
  return {
    limit: LIMIT,
    page: readPage(search),
    ...(status ? { status } : {}),
    ...(userId ? { userId } : {}),
  };
}

/**
 * Payment disputes opened by members' banks, newest first: member, amount, reason, evidence
 * deadline (overdue ones marked), status and opening date; by status (and member, from the
 * member's page). A row opens its detail with the timeline and, once won, access restoring.
 */
export function DisputesPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { search, update } = useListParams();
  const params = readDisputeParams(search);
  const disputes = useDisputes(params);
  const text = useDisputeText();
  const [now] = useState(() => Date.now());
  const selectedId = search.get('dispute');
  const selected = disputes.data?.results.find((d) => d.id === selectedId);

  const columns = [
    {
      id: 'member',
      header: t('admin.disputes.member'),
      cell: (d: Dispute) => (
        <Member>
          <Button
            variant="text"
            size="small"
            onClick={() => update({ dispute: d.id })}
            aria-label={t('admin.disputes.view', { name: d.user.name })}
          >
            {d.user.name}
          </Button>
          <small>{d.user.email}</small>
        </Member>
      ),
    },
    {
      id: 'amount',
      header: t('admin.disputes.amount'),
      numeric: true,
      cell: (d: Dispute) => formatMoney(d.amount, d.currency, lng),
    },
    {
      id: 'reason',
      header: t('admin.disputes.reason'),
      cell: (d: Dispute) => text.reason(d.reason),
    },
    {
      id: 'evidenceDue',
      header: t('admin.disputes.evidenceDue'),
      cell: (d: Dispute) =>
        d.evidenceDueBy ? (
          <Stack direction="row" gap={1} align="center" wrap>
            <time dateTime={d.evidenceDueBy}>{formatDate(d.evidenceDueBy, lng)}</time>
            {evidenceOverdue(d, now) ? (
              <Label color="error">{t('admin.disputes.overdue')}</Label>
            ) : null}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      id: 'status',
      header: t('admin.disputes.status'),
      cell: (d: Dispute) => (
        <Label variant="soft" color={statusColor(d.status)}>
          {text.status(d.status)}
        </Label>
      ),
    },
    {
      id: 'opened',
      header: t('admin.disputes.opened'),
      cell: (d: Dispute) => formatDate(d.createdAt, lng),
    },
  ];

  return (
    <Stack gap={3}>
      <ScreenTitle title={t('nav.disputes')} intro={t('admin.disputes.intro')} />
      <Filters role="search" aria-label={t('nav.disputes')}>
        <ListFilter
          param="status"
          label={t('admin.disputes.filterStatus')}
          value={params.status}
          allLabel={t('admin.disputes.allStatuses')}
          options={disputeStatuses.map((s) => ({ value: s, label: text.status(s) }))}
        />
      </Filters>
      <ListTable
        caption={t('nav.disputes')}
        columns={columns}
        query={disputes}
        emptyContent={t('admin.disputes.empty')}
      />
      <DetailDrawer
        open={!!selectedId}
        onClose={() => update({ dispute: null })}
        title={t('admin.disputes.detail')}
      >
        {selectedId ? <DisputeDetail id={selectedId} fallback={selected} /> : null}
      </DetailDrawer>
    </Stack>
  );
}

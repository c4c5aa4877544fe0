import type { AuditLogEntry } from '@finfree/core';
import { useAdminAuditLog, useAdminUsers } from '@finfree/core/react';
import { Stack, up } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../lib/format';
import { ListFilter } from '../../components/ListFilter';
import { ListTable } from '../../components/ListTable';
import { useListParams } from '../../lib/useListParams';
import { BackgroundJobsPanel } from './BackgroundJobsPanel';
import { ScreenTitle } from '../../components/ScreenTitle';

const LIMIT = 20;

/** Actions the server writes, grouped by family (a family filters all of its actions). */
export const auditActions = {
  trade: ['published', 'updated', 'activated', 'tp_hit', 'sl_moved', 'closed', 'cancelled', 'note'],
  withdrawal: ['approved', 'rejected', 'paid', 'failed', 'payout_failed'],
  plan: ['created', 'updated', 'archived'],
  post: ['created', 'updated', 'published', 'scheduled', 'unpublished', 'deleted'],
  user: ['updated'],
  affiliate: ['rate'],
  job: ['retried'],
} as const;

const Filters = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 280px));
  }
`;

// The change's field names are the API's (English): its direction is its own text's, so in an
// Arabic page "note: — → …" still reads left to right.
const Change = styled.span`
  unicode-bidi: plaintext;
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`;

const show = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** "status: pending → approved; note: — → Too early" — what changed, as plain text. */
export function describeChange(entry: Pick<AuditLogEntry, 'before' | 'after'>): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => show(before[key]) !== show(after[key]) || !(key in before))
    .map((key) =>
      key in before
        ? `${key}: ${show(before[key])} → ${show(after[key])}`
        : `${key}: ${show(after[key])}`,
    )
    .join('; ');
}

/**
 * The audit log: who did what to whom and when, newest first, by actor and action; then the
 * background jobs (queue depths, failed jobs and their retry).
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { search, page } = useListParams();
  const actorId = search.get('actor') ?? '';
  const action = search.get('action') ?? '';
  const log = useAdminAuditLog({
    limit: LIMIT,
    page,
    ...(actorId ? { actorId } : {}),
    ...(action ? { action } : {}),
  });
  const admins = useAdminUsers({ role: 'admin', limit: 100 });

  const actionLabel = (name: string) => {
    const [family, verb] = name.split('.');
    return t(`admin.audit.actions.${family}.${verb}`, { defaultValue: name });
  };

  const columns = [
    {
      id: 'createdAt',
      header: t('admin.audit.when'),
      cell: (e: AuditLogEntry) => (
        <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lng)}</time>
      ),
    },
    {
      id: 'actor',
      header: t('admin.audit.who'),
      cell: (e: AuditLogEntry) => e.actor.name || e.actor.email || e.actor.id,
    },
    {
      id: 'action',
      header: t('admin.audit.what'),
      cell: (e: AuditLogEntry) => actionLabel(e.action),
    },
    {
      id: 'target',
      header: t('admin.audit.target'),
      cell: (e: AuditLogEntry) => (
        <Change>
          {t(`admin.audit.targets.${e.targetType}`, { defaultValue: e.targetType })} {e.targetId}
        </Change>
      ),
    },
    {
      id: 'change',
      header: t('admin.audit.change'),
      cell: (e: AuditLogEntry) => <Change>{describeChange(e) || '—'}</Change>,
    },
  ];

  return (
    <Stack gap={3}>
      <ScreenTitle title={t('nav.auditLog')} intro={t('admin.audit.intro')} />
      <Filters role="search" aria-label={t('nav.auditLog')}>
        <ListFilter
          param="actor"
          label={t('admin.audit.filterActor')}
          value={actorId}
          allLabel={t('admin.audit.everyone')}
          options={(admins.data?.results ?? []).map((admin) => ({
            value: admin.id,
            label: `${admin.name} (${admin.email})`,
          }))}
        />
        <ListFilter
          param="action"
          label={t('admin.audit.filterAction')}
          value={action}
          allLabel={t('admin.audit.allActions')}
        >
          {Object.entries(auditActions).map(([family, verbs]) => (
            <optgroup key={family} label={t(`admin.audit.targets.${family}`)}>
              <option value={family}>
                {t('admin.audit.everyAction', { target: t(`admin.audit.targets.${family}`) })}
              </option>
              {verbs.map((verb) => (
                <option key={verb} value={`${family}.${verb}`}>
                  {actionLabel(`${family}.${verb}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </ListFilter>
      </Filters>
      <ListTable
        caption={t('nav.auditLog')}
        columns={columns}
        query={log}
        emptyContent={t('admin.audit.empty')}
      />
      <BackgroundJobsPanel />
    </Stack>
  );
}

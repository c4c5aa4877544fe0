import type { AdminUsersParams, Role, User } from '@finfree/core';
import { useAdminUsers } from '@finfree/core/react';
import { Button, Label, Stack, TextField, Typography, up } from '@finfree/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '../../lib/format';
import { DetailDrawer } from '../../components/DetailDrawer';
import { ListFilter } from '../../components/ListFilter';
import { ListTable } from '../../components/ListTable';
import { readPage, useListParams } from '../../lib/useListParams';

/** The member's details (with the refund dialog): loaded when the first member is opened. */
const MemberDetail = lazy(() =>
  import('./MemberDetail').then((module) => ({ default: module.MemberDetail })),
);

const roles: Role[] = ['user', 'admin'];
const subscriptionStates = ['none', 'active', 'trialing', 'past_due', 'incomplete'] as const;
type SubscriptionFilter = (typeof subscriptionStates)[number];
const LIMIT = 10;
/** How long typing rests before the list follows the search (ms). */
export const SEARCH_DELAY_MS = 300;

const Filters = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: minmax(0, 2fr) repeat(2, minmax(0, 1fr));
  }
  ${up('md')} {
    grid-template-columns: minmax(0, 320px) repeat(2, minmax(0, 220px));
  }
`;

/** The list's parameters from the URL. */
export function readMemberParams(search: URLSearchParams): AdminUsersParams {
  const role = roles.find((r) => r === search.get('role'));
  const subscription = subscriptionStates.find((s) => s === search.get('subscription'));
  const q = search.get('q')?.trim();
  return {
    limit: LIMIT,
    page: readPage(search),
    ...(q ? { search: q } : {}),
    ...(role ? { role } : {}),
    ...(subscription ? { subscription: subscription as SubscriptionFilter } : {}),
  };
}

/** Members: search, role and subscription filters, a detail drawer with role and access. */
export function MembersPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { search, update } = useListParams();
  const params = readMemberParams(search);
  // While the next search or page loads, the rows on screen stay (keyed by member): a row pressed
  // then opens its member instead of vanishing under the pointer.
  const users = useAdminUsers(params, { placeholderData: keepPreviousData });
  const selectedId = search.get('member');
  const selected = users.data?.results.find((u) => u.id === selectedId) ?? null;
  // The list follows the search as the admin types (once typing rests), so the rows on screen
  // are the search's by the time one is pressed: applied on leaving the field instead, pressing
  // a row of the old list would change the list under the pointer and lose the press.
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const applySearch = (value: string) => {
    clearTimeout(typing.current);
    if (value.trim() !== (params.search ?? '')) update({ q: value.trim(), page: null });
  };
  useEffect(() => () => clearTimeout(typing.current), []);

  const subscriptionText = (u: User) =>
    u.subscription
      ? `${u.subscription.plan.name} · ${t(`admin.members.subscriptionStates.${u.subscription.status}`)}`
      : t('admin.members.subscriptionStates.none');

  const columns = [
    {
      id: 'name',
      header: t('admin.members.name'),
      cell: (u: User) => (
        <Button
          variant="text"
          size="small"
          onClick={() => update({ member: u.id })}
          aria-label={t('admin.members.view', { name: u.name })}
        >
          {u.name}
        </Button>
      ),
    },
    {
      id: 'email',
      header: t('admin.members.email'),
      cell: (u: User) => <span style={{ overflowWrap: 'anywhere' }}>{u.email}</span>,
    },
    {
      id: 'role',
      header: t('admin.members.role'),
      cell: (u: User) => t(`admin.members.roles.${u.role}`),
    },
    {
      id: 'status',
      header: t('admin.members.status'),
      cell: (u: User) => (
        <Label variant="outlined" color={u.disabled ? 'error' : 'success'}>
          {u.disabled ? t('admin.members.disabled') : t('admin.members.enabled')}
        </Label>
      ),
    },
    { id: 'subscription', header: t('admin.members.subscription'), cell: subscriptionText },
    {
      id: 'createdAt',
      header: t('admin.members.joined'),
      cell: (u: User) => formatDate(u.createdAt, lng),
    },
  ];

  return (
    <Stack gap={3}>
      <Typography variant="h4" as="h1">
        {t('nav.members')}
      </Typography>
      <Filters role="search" aria-label={t('nav.members')}>
        <TextField
          type="search"
          label={t('admin.members.search')}
          defaultValue={params.search ?? ''}
          placeholder={t('admin.members.searchPlaceholder')}
          onChange={(event) => {
            const { value } = event.target;
            clearTimeout(typing.current);
            typing.current = setTimeout(() => applySearch(value), SEARCH_DELAY_MS);
          }}
          onBlur={(event) => applySearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applySearch(event.currentTarget.value);
          }}
        />
        <ListFilter
          param="role"
          label={t('admin.members.role')}
          value={params.role}
          options={roles.map((r) => ({ value: r, label: t(`admin.members.roles.${r}`) }))}
        />
        <ListFilter
          param="subscription"
          label={t('admin.members.subscription')}
          value={params.subscription}
          options={subscriptionStates.map((s) => ({
            value: s,
            label: t(`admin.members.subscriptionStates.${s}`),
          }))}
        />
      </Filters>
      <ListTable
        caption={t('nav.members')}
        columns={columns}
        query={users}
        emptyContent={t('admin.members.empty')}
      />
      <DetailDrawer
        open={!!selected}
        onClose={() => update({ member: null })}
        title={t('admin.members.detail')}
      >
        {selected ? <MemberDetail member={selected} /> : null}
      </DetailDrawer>
    </Stack>
  );
}

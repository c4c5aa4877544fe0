import type { Plan } from '@finfree/core';
import { useAdminArchivePlan, usePlans } from '@finfree/core/react';
import { Button, Card, Label, Plus, Stack, Typography, notify } from '@finfree/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryTable } from '../../components/QueryTable';
import { actionFailure } from '../../lib/conflict';
import { formatMoney } from '../../lib/format';

/** The plan editor's dialog: loaded when a plan is first created or edited. */
const PlanFormDialog = lazy(() => import('./PlanFormDialog'));

/** Plans for admins: archived ones too; create, edit, archive (subscribers keep theirs). */
export function AdminPlans() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const plans = usePlans({ limit: 100, page: 1 });
  const archive = useAdminArchivePlan();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Plan | null>(null);
  const [error, setError] = useState<string | null>(null);

  const columns = [
    {
      id: 'name',
      header: t('admin.plans.name'),
      cell: (p: Plan) => (
        <Stack direction="row" gap={1} align="center" wrap>
          <span>{p.name}</span>
          {p.highlighted ? (
            <Label color="primary">{t('admin.plans.highlightedShort')}</Label>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'price',
      header: t('admin.plans.price'),
      numeric: true,
      cell: (p: Plan) =>
        `${formatMoney(p.amount, p.currency, lng)} / ${t(`admin.plans.intervals.${p.interval}`)}`,
    },
    {
      id: 'trial',
      header: t('admin.plans.trialDays'),
      numeric: true,
      cell: (p: Plan) => String(p.trialDays),
    },
    {
      id: 'state',
      header: t('admin.plans.state'),
      cell: (p: Plan) => (
        <Label variant="outlined" color={p.active ? 'success' : 'default'}>
          {p.active ? t('admin.plans.active') : t('admin.plans.archived')}
        </Label>
      ),
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: (p: Plan) => (
        <Stack direction="row" gap={1} wrap>
          <Button
            size="small"
            variant="soft"
            onClick={() => setEditing(p)}
            aria-label={t('admin.plans.editNamed', { name: p.name })}
          >
            {t('admin.plans.edit')}
          </Button>
          {p.active ? (
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => {
                setArchiving(p);
                setError(null);
              }}
              aria-label={t('admin.plans.archiveNamed', { name: p.name })}
            >
              {t('admin.plans.archive')}
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap={3}>
      <Stack direction="row" justify="space-between" align="center" wrap gap={2}>
        <Typography variant="h4" as="h1">
          {t('nav.plans')}
        </Typography>
        <Button startIcon={<Plus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('admin.plans.new')}
        </Button>
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {t('admin.plans.intro')}
      </Typography>
      <Card>
        <QueryTable
          caption={t('admin.plans.caption')}
          columns={columns}
          query={plans}
          emptyContent={t('admin.plans.empty')}
        />
      </Card>
      {editing ? (
        <Suspense fallback={null}>
          <PlanFormDialog
            key={editing === 'new' ? 'new' : editing.id}
            plan={editing === 'new' ? null : editing}
            open
            onOpenChange={(open) => !open && setEditing(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={!!archiving}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={archiving ? t('admin.plans.archiveTitle', { name: archiving.name }) : ''}
        description={
          archiving
            ? t('admin.plans.archiveText', {
                name: archiving.name,
                price: formatMoney(archiving.amount, archiving.currency, lng),
              })
            : ''
        }
        confirmLabel={t('admin.plans.archive')}
        color="error"
        pending={archive.isPending}
        error={error}
        onConfirm={() => {
          if (!archiving) return;
          archive.mutate(archiving.id, {
            onSuccess: () => {
              notify.success(t('admin.plans.archivedDone', { name: archiving.name }));
              setArchiving(null);
            },
            onError: (failure) => {
              const { conflict, message } = actionFailure(failure, t);
              setError(message);
              if (conflict) void plans.refetch();
            },
          });
        }}
      />
    </Stack>
  );
}

import type { CreatePlanRequest, Plan } from '@finfree/core';
import {
  useAdminArchivePlan,
  useAdminCreatePlan,
  useAdminUpdatePlan,
  usePlans,
} from '@finfree/core/react';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Label,
  Plus,
  Select,
  Stack,
  TextField,
  Typography,
  notify,
  up,
} from '@finfree/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../components/ProblemAlert';
import styled from 'styled-components';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { actionFailure } from '../../lib/conflict';
import { formatMoney } from '../../lib/format';
import { draftFields } from '../../lib/draftFields';
import { applyServerErrors, errorText } from '../../lib/serverErrors';
import {
  draftOf,
  emptyPlanDraft,
  toPlanRequest,
  validatePlan,
  type PlanDraft,
  type PlanErrors,
} from './planDraft';
import { QueryTable } from '../../components/QueryTable';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Creates a plan, or edits `plan`. */
function PlanFormDialog({
  plan,
  open,
  onOpenChange,
}: {
  plan: Plan | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? draftOf(plan) : emptyPlanDraft()));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PlanErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useAdminCreatePlan();
  const edit = useAdminUpdatePlan();
  const pending = create.isPending || edit.isPending;
  const errors = submitted ? validatePlan(draft) : {};
  const message = (key: keyof PlanDraft) =>
    errors[key] ? t(`admin.plans.errors.${errors[key]}`) : serverErrors[key] || undefined;
  const set = <K extends keyof PlanDraft>(key: K, value: PlanDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const fields = draftFields(draft, set, message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(validatePlan(draft)).length) return;
    const body = toPlanRequest(draft);
    const onError = (error: unknown) => {
      const fields: PlanErrors = {};
      applyServerErrors<Record<string, string>>(error, (name, { message: text }) => {
        fields[(name === 'amount' ? 'price' : name) as keyof PlanDraft] = text ?? '';
      });
      setServerErrors(fields);
      setFailure(errorText(error, t('common.somethingWentWrong')));
    };
    const onSuccess = (saved: Plan) => {
      notify.success(t(plan ? 'admin.plans.saved' : 'admin.plans.created', { name: saved.name }));
      onOpenChange(false);
    };
    if (plan) edit.mutate({ id: plan.id, body }, { onSuccess, onError });
    else create.mutate(body as CreatePlanRequest, { onSuccess, onError });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        maxWidth="sm"
        showClose
        closeLabel={t('common.close')}
        aria-describedby={undefined}
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle>
            {plan ? t('admin.plans.editTitle', { name: plan.name }) : t('admin.plans.newTitle')}
          </DialogTitle>
          <DialogBody>
            <Stack gap={2}>
              <Grid>
                <TextField label={t('admin.plans.name')} {...fields.text('name')} />
                <Select
                  label={t('admin.plans.interval')}
                  {...fields.select('interval')}
                  options={[
                    { value: 'month', label: t('admin.plans.intervals.month') },
                    { value: 'year', label: t('admin.plans.intervals.year') },
                  ]}
                />
                <TextField
                  label={t('admin.plans.price')}
                  {...fields.text('price', t('admin.plans.priceHint'))}
                  inputMode="decimal"
                  startAdornment="$"
                />
                <TextField
                  label={t('admin.plans.trialDays')}
                  {...fields.text('trialDays')}
                  inputMode="numeric"
                />
                <TextField
                  label={t('admin.plans.sortOrder')}
                  {...fields.text('sortOrder')}
                  inputMode="numeric"
                />
              </Grid>
              <TextField
                label={t('admin.plans.description')}
                {...fields.text('description')}
                multiline
                rows={2}
              />
              <TextField
                label={t('admin.plans.features')}
                {...fields.text('features', t('admin.plans.featuresHint'))}
                multiline
                rows={4}
              />
              <Checkbox
                label={t('admin.plans.highlighted')}
                checked={draft.highlighted}
                onCheckedChange={(checked) => set('highlighted', checked)}
              />
              <ProblemAlert problem={failure} />
            </Stack>
          </DialogBody>
          <DialogActions>
            <Button variant="outlined" color="inherit" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {plan ? t('common.save') : t('admin.plans.create')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

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
        <PlanFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
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

import type { CreatePlanRequest, Plan } from '@finfree/core';
import { useAdminCreatePlan, useAdminUpdatePlan } from '@finfree/core/react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Select,
  Stack,
  TextField,
  notify,
  up,
} from '@finfree/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ProblemAlert } from '../../components/ProblemAlert';
import { draftFields } from '../../lib/draftFields';
import { applyServerErrors, errorText } from '../../lib/serverErrors';
import { PlanFeaturesField, RetiredLinesNotice } from './PlanFeaturesField';
import {
  draftOf,
  emptyPlanDraft,
  toPlanRequest,
  validatePlan,
  type PlanDraft,
  type PlanErrors,
} from './planDraft';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The draft's field a server error names (`amount` → `price`, `featureKeys.2` → `featureKeys`). */
const draftKey = (name: string): keyof PlanDraft => {
  if (name === 'amount') return 'price';
  return name.replace(/\.\d+$/, '') as keyof PlanDraft;
};

/**
 * Creates a plan, or edits `plan`. Its own chunk (with the dialog library and the plan's form),
 * loaded when the operator first creates or edits a plan.
 */
export default function PlanFormDialog({
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
    const onError = (error: unknown) => {
      const fields: PlanErrors = {};
      applyServerErrors<Record<string, string>>(error, (name, { message: text }) => {
        fields[draftKey(name)] = text ?? '';
      });
      setServerErrors(fields);
      setFailure(errorText(error, t('common.somethingWentWrong')));
    };
    const onSuccess = (saved: Plan) => {
      notify.success(t(plan ? 'admin.plans.saved' : 'admin.plans.created', { name: saved.name }));
      onOpenChange(false);
    };
    if (plan)
      edit.mutate({ id: plan.id, body: toPlanRequest(draft, true) }, { onSuccess, onError });
    else create.mutate(toPlanRequest(draft) as CreatePlanRequest, { onSuccess, onError });
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
                // The owner's words, in whatever language they write them.
                dir="auto"
                multiline
                rows={2}
              />
              <PlanFeaturesField
                value={draft.featureKeys}
                onChange={(keys) => set('featureKeys', keys)}
                error={serverErrors.featureKeys || undefined}
              />
              <RetiredLinesNotice
                lines={plan?.retiredFeatures ?? []}
                value={draft.retiredFeatures}
                onChange={(lines) => set('retiredFeatures', lines)}
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

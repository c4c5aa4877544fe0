import type { Plan, PlanInterval, Subscription, SubscriptionStatus } from '@finfree/core';
import { queryKeys, usePlans, useSubscriptions, useUpdateSubscription } from '@finfree/core/react';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CardContent,
  Label,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Typography,
  cssVar,
  notify,
  up,
} from '@finfree/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../components/billing/LoadError';
import { formatDate, formatMoney } from '../../lib/format';
import { errorText } from '../../lib/serverErrors';
import { useSyncUser } from '../../lib/useSyncUser';
import { paths } from '../../routes/paths';

// The dialogs (and the dialog library under them) load when the member first opens one.
const PlanDialogs = lazy(() => import('./PlanDialogs'));

const LIVE: SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  ${up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  }
`;

const PlanCard = styled(Card)`
  height: 100%;
  &[data-highlighted='true'] {
    outline: 2px solid ${cssVar('palette-primary-main')};
  }
  &[data-current='true'] {
    outline: 2px solid ${cssVar('palette-success-main')};
  }
`;

const Price = styled.p`
  margin: 8px 0;
  font-size: 2rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${cssVar('text-primary')};
  span {
    font-size: 0.875rem;
    font-weight: 400;
    color: ${cssVar('text-secondary')};
  }
`;

const Features = styled.ul`
  list-style: none;
  margin: 16px 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
  li::before {
    content: '✓' / '';
    flex: none;
    font-weight: 700;
    color: ${cssVar('palette-success-main')};
  }
`;

const statusColor: Record<
  SubscriptionStatus,
  'success' | 'info' | 'warning' | 'error' | 'default'
> = {
  active: 'success',
  trialing: 'info',
  past_due: 'error',
  incomplete: 'warning',
  canceled: 'default',
};

/** The line under the current plan: renewal, trial end, end date or scheduled change. */
function CurrentState({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateSubscription();
  const syncUser = useSyncUser();
  const date = formatDate(subscription.currentPeriodEnd, i18n.language);
  const run = (body: { planId: string } | { cancelAtPeriodEnd: false }, message: string) =>
    update.mutate(
      { id: subscription.id, body },
      {
        onSuccess: async () => {
          await syncUser();
          notify.success(message);
        },
        onError: (error) => notify.error(errorText(error, t('billing.errors.server'))),
      },
    );

  if (subscription.status === 'past_due') {
    return (
      <Typography variant="body2" color="error">
        {t('billing.plans.pastDue')}
      </Typography>
    );
  }
  if (subscription.cancelAtPeriodEnd) {
    return (
      <Stack gap={1} align="start">
        <Typography variant="body2">{t('billing.plans.endsOn', { date })}</Typography>
        <Button
          size="small"
          variant="outlined"
          loading={update.isPending}
          onClick={() => run({ cancelAtPeriodEnd: false }, t('billing.plans.resumed'))}
        >
          {t('billing.plans.resume')}
        </Button>
      </Stack>
    );
  }
  if (subscription.scheduledPlan) {
    return (
      <Stack gap={1} align="start">
        <Typography variant="body2">
          {t('billing.plans.changesTo', { plan: subscription.scheduledPlan.name, date })}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          loading={update.isPending}
          onClick={() =>
            run(
              { planId: subscription.plan.id },
              t('billing.plans.changeUndone', { plan: subscription.plan.name }),
            )
          }
        >
          {t('billing.plans.undoChange', { plan: subscription.plan.name })}
        </Button>
      </Stack>
    );
  }
  return (
    <Typography variant="body2">
      {subscription.status === 'trialing'
        ? t('billing.plans.trialEndsOn', { date })
        : t('billing.plans.renewsOn', { date })}
    </Typography>
  );
}

function PlanItem({
  plan,
  current,
  onSwitch,
  onCancel,
}: {
  plan: Plan;
  current: Subscription | null;
  onSwitch: (plan: Plan) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const isCurrent = current?.plan.id === plan.id;
  const canChange =
    current && (current.status === 'active' || current.status === 'trialing') && !isCurrent;
  const checkout = `${paths.dashboard.payment}?${new URLSearchParams({ plan: plan.id, interval: plan.interval })}`;
  return (
    <PlanCard
      as="article"
      aria-labelledby={`plan-${plan.id}`}
      data-highlighted={plan.highlighted && !current}
      data-current={isCurrent}
    >
      <CardContent>
        <Stack direction="row" justify="space-between" align="center" gap={1} wrap>
          <Typography id={`plan-${plan.id}`} variant="h3" as="h2" style={{ fontSize: '1.25rem' }}>
            {plan.name}
          </Typography>
          {isCurrent && current ? (
            <Stack direction="row" gap={0.5} wrap>
              <Label color="success">{t('billing.plans.current')}</Label>
              <Label color={statusColor[current.status]}>
                {t(`billing.status.${current.status}`)}
              </Label>
            </Stack>
          ) : plan.highlighted ? (
            <Label color="primary">{t('billing.plans.mostPopular')}</Label>
          ) : null}
        </Stack>
        <Price>
          {formatMoney(plan.amount, plan.currency, i18n.language)}{' '}
          <span>
            {plan.interval === 'year' ? t('billing.plans.perYear') : t('billing.plans.perMonth')}
          </span>
        </Price>
        {/* The owner's words, in whatever language they wrote them: laid out in theirs. */}
        <Typography variant="body2" color="textSecondary" dir="auto">
          {plan.description}
        </Typography>
        {plan.trialDays > 0 && !current ? (
          <Typography variant="body2" color="primary" style={{ marginBlockStart: 8 }}>
            {t('billing.plans.trialDays', { count: plan.trialDays })}
          </Typography>
        ) : null}
        <Features>
          {plan.features.map((feature) => (
            <li key={feature}>
              <Typography as="span" variant="body2" dir="auto">
                {feature}
              </Typography>
            </li>
          ))}
        </Features>
        {isCurrent && current ? (
          <Stack gap={2}>
            <CurrentState subscription={current} />
            {current.status === 'past_due' ? (
              <ButtonLink as={RouterLink} to={`${paths.dashboard.payment}?pay=overdue`} fullWidth>
                {t('billing.plans.payNow')}
              </ButtonLink>
            ) : !current.cancelAtPeriodEnd ? (
              <Button variant="text" color="error" onClick={onCancel}>
                {t('billing.plans.cancel')}
              </Button>
            ) : null}
          </Stack>
        ) : canChange ? (
          <Button variant="outlined" fullWidth onClick={() => onSwitch(plan)}>
            {t('billing.plans.switchTo', { plan: plan.name })}
          </Button>
        ) : !current ? (
          <ButtonLink
            as={RouterLink}
            to={checkout}
            variant={plan.highlighted ? 'contained' : 'outlined'}
            fullWidth
            aria-label={`${plan.trialDays > 0 ? t('billing.plans.startTrial') : t('billing.plans.subscribe')}: ${plan.name}`}
          >
            {plan.trialDays > 0 ? t('billing.plans.startTrial') : t('billing.plans.subscribe')}
          </ButtonLink>
        ) : null}
      </CardContent>
    </PlanCard>
  );
}

/** Plans: monthly/yearly, the current plan with its state; subscribe, switch, cancel, resume. */
export function PlansPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // The API labels the plans' features in the member's language (the language cookie): a
  // language chosen here asks for them again.
  const labelled = useRef(i18n.language);
  useEffect(() => {
    if (labelled.current === i18n.language) return;
    labelled.current = i18n.language;
    void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all() });
  }, [i18n.language, queryClient]);
  const subscriptions = useSubscriptions();
  const current = subscriptions.data?.find((s) => LIVE.includes(s.status)) ?? null;
  const [chosen, setChosen] = useState<PlanInterval | null>(null);
  const interval = chosen ?? current?.plan.interval ?? 'month';
  const plans = usePlans({ interval, limit: 10, page: 1 });
  const [switching, setSwitching] = useState<Plan | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // Once opened, the dialogs stay mounted so they can play their closing animation.
  const [dialogsUsed, setDialogsUsed] = useState(false);
  if ((switching || cancelling) && !dialogsUsed) setDialogsUsed(true);
  const results = plans.data?.results ?? [];
  const error = plans.error ?? subscriptions.error;

  return (
    <Stack gap={3}>
      <div>
        <Typography variant="h4" as="h1" gutterBottom>
          {t('billing.plans.title')}
        </Typography>
        <Typography color="textSecondary">{t('billing.plans.intro')}</Typography>
      </div>
      {current?.status === 'past_due' ? (
        <Alert severity="error">{t('billing.plans.pastDue')}</Alert>
      ) : null}
      <RadioGroup
        label={t('billing.plans.interval')}
        orientation="horizontal"
        value={interval}
        onValueChange={(value) => setChosen(value as PlanInterval)}
      >
        <Radio value="month" label={t('billing.plans.monthly')} />
        <Radio value="year" label={t('billing.plans.yearly')} />
      </RadioGroup>
      {error ? (
        <LoadError
          error={error}
          onRetry={() => {
            void plans.refetch();
            void subscriptions.refetch();
          }}
        />
      ) : plans.isPending || subscriptions.isPending ? (
        <Grid aria-busy>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton variant="rounded" height={380} />
            </li>
          ))}
        </Grid>
      ) : results.length === 0 ? (
        <Typography color="textSecondary">{t('billing.plans.none')}</Typography>
      ) : (
        <Grid>
          {results.map((plan) => (
            <li key={plan.id}>
              <PlanItem
                plan={plan}
                current={current}
                onSwitch={setSwitching}
                onCancel={() => setCancelling(true)}
              />
            </li>
          ))}
        </Grid>
      )}
      {switching || cancelling || dialogsUsed ? (
        <Suspense fallback={null}>
          <PlanDialogs
            current={current}
            switching={switching}
            onSwitching={setSwitching}
            cancelling={cancelling}
            onCancelling={setCancelling}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

import type { Plan, PlanInterval } from '@finfree/core';
import { useAuthContext, usePlans } from '@finfree/core/react';
import {
  ButtonLink,
  Card,
  Check,
  CardContent,
  Skeleton,
  Stack,
  Typography,
  cssVar,
  up,
  visuallyHidden,
} from '@finfree/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/RetryAlert';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { isRouteLoaded } from '../../../routes/router';
import { Section } from './Section';
import { publicDataQuery } from '../../../lib/publicData';

const Toggle = styled.fieldset`
  display: inline-flex;
  gap: 4px;
  margin: 0 0 32px;
  padding: 4px;
  border: 1px solid ${cssVar('divider')};
  border-radius: ${cssVar('shape-radius')};
  legend {
    ${visuallyHidden}
  }
  label {
    position: relative;
    padding: 6px 16px;
    border-radius: 6px;
    font-weight: 600;
    cursor: pointer;
    color: ${cssVar('text-secondary')};
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    color: ${cssVar('palette-primary-contrast-text')};
    background: ${cssVar('palette-primary-main')};
  }
  label:has(input:focus-visible) {
    box-shadow: ${cssVar('focus-ring')};
  }
`;

// Shows the list of the checked interval (see Pricing).
const Intervals = styled.div`
  &:has(input[value='year']:checked) [data-interval='month'],
  &:not(:has(input[value='year']:checked)) [data-interval='year'] {
    display: none;
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

// Every plan is a card (surface, rounded corners); the highlighted one adds a border drawn
// inside it, so its content keeps the other cards' places. The content is a column whose
// button sits at the bottom: the buttons line up across plans.
const PlanCard = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  &[data-highlighted='true'] {
    box-shadow:
      inset 0 0 0 2px ${cssVar('palette-primary-main')},
      ${cssVar('shadow-card')};
  }
  & > [data-part='PlanContent'] {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
  }
  & [data-part='PlanAction'] {
    margin-block-start: auto;
  }
`;

const Price = styled.p`
  margin: 16px 0;
  font-size: 2.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  span {
    font-size: 1rem;
    font-weight: 500;
    color: ${cssVar('text-secondary')};
  }
`;

const Features = styled.ul`
  display: grid;
  gap: 8px;
  margin: 24px 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    color: ${cssVar('palette-success-main')};
  }
`;

function PlanPrice({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation();
  return (
    <Price>
      {formatMoney(plan.amount, plan.currency, i18n.language)}{' '}
      <span>{plan.interval === 'year' ? t('landing.perYear') : t('landing.perMonth')}</span>
    </Price>
  );
}

/**
 * The plans of one billing interval: the list, its skeletons while it loads, its error or its
 * empty state. Its query runs only when `enabled` (its data may already be in the cache: the
 * page's boot data carries both intervals).
 */
function PlanList({ interval, enabled }: { interval: PlanInterval; enabled: boolean }) {
  const { t } = useTranslation();
  const { authenticated } = useAuthContext();
  const plans = usePlans({ interval, limit: 10, page: 1 }, { ...publicDataQuery, enabled });
  // A visitor whose app has not loaded the sign-up page's code (a cold visit) gets the page from
  // the browser: its prerendered HTML shows well before the app could load the code and render.
  const signUpByBrowser = !authenticated && !isRouteLoaded(paths.auth.register);
  const results = plans.data?.results ?? [];
  return (
    <div data-interval={interval}>
      {plans.isError ? (
        <RetryAlert error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.isPending ? (
        <Grid aria-busy>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton variant="rounded" height={360} />
            </li>
          ))}
        </Grid>
      ) : results.length === 0 ? (
        <Typography color="textSecondary">{t('landing.noPlans')}</Typography>
      ) : (
        <Grid>
          {results.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                forwardedAs="article"
                aria-labelledby={`plan-${plan.id}`}
                data-highlighted={plan.highlighted}
              >
                <CardContent data-part="PlanContent">
                  <Stack direction="row" justify="space-between" align="center" gap={1} wrap>
                    <Typography id={`plan-${plan.id}`} variant="h3" style={{ fontSize: '1.25rem' }}>
                      {plan.name}
                    </Typography>
                    {plan.highlighted ? (
                      <Typography variant="caption" color="primary" style={{ fontWeight: 700 }}>
                        {t('landing.mostPopular')}
                      </Typography>
                    ) : null}
                  </Stack>
                  <PlanPrice plan={plan} />
                  {/* The owner's words, in whatever language they wrote them: laid out in theirs. */}
                  <Typography variant="body2" color="textSecondary" dir="auto">
                    {plan.description}
                  </Typography>
                  {plan.trialDays > 0 ? (
                    <Typography variant="body2" color="primary" style={{ marginBlockStart: 8 }}>
                      {t('landing.trialDays', { count: plan.trialDays })}
                    </Typography>
                  ) : null}
                  <Features>
                    {plan.features.map((feature) => (
                      <li key={feature}>
                        <Check size={18} aria-hidden />
                        <Typography as="span" variant="body2" dir="auto">
                          {feature}
                        </Typography>
                      </li>
                    ))}
                  </Features>
                  <ButtonLink
                    as={RouterLink}
                    to={`${authenticated ? paths.dashboard.payment : paths.auth.register}?${new URLSearchParams({ plan: plan.id, interval: plan.interval })}`}
                    reloadDocument={signUpByBrowser}
                    variant={plan.highlighted ? 'contained' : 'outlined'}
                    fullWidth
                    data-part="PlanAction"
                  >
                    {t('landing.choosePlan', { name: plan.name })}
                  </ButtonLink>
                </CardContent>
              </PlanCard>
            </li>
          ))}
        </Grid>
      )}
    </div>
  );
}

const intervals = ['month', 'year'] as const;

/**
 * The pricing section: active plans from `GET /plans`, monthly or yearly.
 *
 * Both intervals' lists are in the page, and which one shows is the browser's doing: the
 * interval's radio buttons are uncontrolled, and CSS shows the list of the checked one. So a
 * choice answers at once, also on a prerendered page before its app runs (hydration keeps the
 * radio the visitor checked, and the section then reads it). The chosen interval's list is
 * fetched once it is chosen, unless the page's data already has it.
 */
export function Pricing() {
  const { t } = useTranslation();
  const [interval, setInterval] = useState<PlanInterval>('month');
  const yearly = useRef<HTMLInputElement>(null);
  // The yearly radio checked before the app took the page over.
  useEffect(() => {
    if (yearly.current?.checked) setInterval('year');
  }, []);

  return (
    <Section id="pricing" title={t('landing.pricingTitle')} intro={t('landing.pricingText')}>
      <Intervals>
        <Toggle>
          <legend>{t('landing.billingInterval')}</legend>
          {intervals.map((value) => (
            <label key={value}>
              <input
                ref={value === 'year' ? yearly : undefined}
                type="radio"
                name="plan-interval"
                value={value}
                defaultChecked={value === 'month'}
                onChange={() => setInterval(value)}
              />
              {value === 'month' ? t('landing.monthly') : t('landing.yearly')}
            </label>
          ))}
        </Toggle>
        {intervals.map((value) => (
          <PlanList
            key={value}
            interval={value}
            enabled={value === 'month' || interval === value}
          />
        ))}
      </Intervals>
    </Section>
  );
}

import type { PlanFeatureKey } from '@finfree/core';
import { useAdminPlanFeatures } from '@finfree/core/react';
import { Alert, Button, Checkbox, Typography, cssVar } from '@finfree/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChoicesLoading } from '../../components/ChoicesLoading';
import { RetryAlert } from '../../components/RetryAlert';
import { withFeature } from './planDraft';

const Fieldset = styled.fieldset`
  border: 1px solid ${cssVar('divider')};
  border-radius: 8px;
  margin: 0;
  padding: 8px 12px 12px;
  min-inline-size: 0;
  display: grid;
  gap: 4px;

  legend {
    padding-inline: 4px;
    font-weight: 600;
  }
`;

/** A feature's checkbox and, below its label, why plans do not list it now. */
const Feature = styled.div`
  display: grid;

  & > [data-part='Hint'] {
    /* Under the label text: the box (20 px) and its padding (2 × 6 px), then the gap (8 px). */
    padding-inline-start: 40px;
    margin-block-start: -6px;
  }
`;

const Lines = styled.ul`
  margin: 4px 0 0;
  padding-inline-start: 1.25rem;
`;

/**
 * The features a plan promises, picked from the catalogue the API has (its labels in the app's
 * language): one checkbox each; a feature checked goes at the end of the plan's list. A feature
 * whose Connect platform is off says that plans list it once the platform is on. While the
 * catalogue loads or fails to, the rest of the form stays usable (the plan keeps its features).
 */
export function PlanFeaturesField({
  value,
  onChange,
  error,
}: {
  value: readonly PlanFeatureKey[];
  onChange: (keys: PlanFeatureKey[]) => void;
  /** The server's message about the features, if it refused them. */
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const catalogue = useAdminPlanFeatures(i18n.language);
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <Fieldset
      aria-busy={catalogue.isPending || undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{t('admin.plans.features')}</legend>
      {catalogue.isPending ? (
        <ChoicesLoading label={t('admin.plans.featuresLoading')} />
      ) : catalogue.isError ? (
        <RetryAlert error={catalogue.error} onRetry={() => void catalogue.refetch()}>
          {t('admin.plans.featuresError')}
        </RetryAlert>
      ) : (
        catalogue.data.map((feature) => {
          const hintId = `${id}-${feature.key}`;
          const off = !feature.available && feature.integration;
          return (
            <Feature key={feature.key}>
              <Checkbox
                label={feature.label}
                checked={value.includes(feature.key)}
                onCheckedChange={(checked) => onChange(withFeature(value, feature.key, checked))}
                aria-describedby={off ? hintId : undefined}
              />
              {off ? (
                <Typography
                  id={hintId}
                  data-part="Hint"
                  variant="caption"
                  color="textSecondary"
                  as="p"
                >
                  {t(`admin.plans.featureOff.${off}`)}
                </Typography>
              ) : null}
            </Feature>
          );
        })
      )}
      {error ? (
        <Typography id={errorId} variant="caption" color="error" as="p">
          {error}
        </Typography>
      ) : null}
    </Fieldset>
  );
}

/**
 * The lines a plan listed before its features came from the catalogue that name no feature
 * Finfree has: members no longer see them; the operator may remove them (on save). Once removed,
 * the same button keeps them after all (it stays where it was, with the focus).
 */
export function RetiredLinesNotice({
  lines,
  value,
  onChange,
}: {
  /** The plan's former lines, as saved. */
  lines: readonly string[];
  /** The draft's: `lines`, or none once removed. */
  value: readonly string[];
  onChange: (lines: string[]) => void;
}) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  const removed = value.length === 0;
  return (
    <Alert
      severity="info"
      title={t('admin.plans.retired.title')}
      action={
        <Button
          size="small"
          variant="text"
          color="inherit"
          onClick={() => onChange(removed ? [...lines] : [])}
        >
          {removed ? t('admin.plans.retired.keep') : t('admin.plans.retired.remove')}
        </Button>
      }
    >
      {removed ? (
        t('admin.plans.retired.removed')
      ) : (
        <>
          {t('admin.plans.retired.text')}
          <Lines>
            {value.map((line) => (
              <li key={line} dir="auto">
                {line}
              </li>
            ))}
          </Lines>
        </>
      )}
    </Alert>
  );
}

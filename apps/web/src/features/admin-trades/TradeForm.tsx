import { ASSET_CLASSES } from '@finfree/core';
import { useAdminCreateTrade } from '@finfree/core/react';
import {
  Alert,
  Button,
  IconButton,
  Plus,
  Select,
  Stack,
  TextField,
  Trash2,
  Typography,
  cssVar,
  notify,
  up,
} from '@finfree/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../components/ProblemAlert';
import styled from 'styled-components';
import { DetailSection } from '../../components/DetailSection';
import { Fact } from '../../components/FactList';
import { formatNumber, formatSigned } from '../../lib/format';
import { draftFields } from '../../lib/draftFields';
import { applyServerErrors, errorText } from '../../lib/serverErrors';
import {
  MAX_TAKE_PROFITS,
  allocationTotal,
  emptyDraft,
  previewDraft,
  toCreateRequest,
  validateDraft,
  type DraftErrors,
  type TradeDraft,
} from './tradeDraft';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const TpRow = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: start;
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
  }
`;

const Preview = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 16px;
  margin: 0;
  padding: 12px 16px;
  border-radius: 8px;
  background: ${cssVar('background-neutral')};
  font-variant-numeric: tabular-nums;
  dt {
    color: ${cssVar('text-secondary')};
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;

/** Publishes a trade; the typed draft stays when the request fails. */
export function TradeForm({ onPublished }: { onPublished: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [draft, setDraft] = useState<TradeDraft>(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useAdminCreateTrade();
  const errors: DraftErrors = submitted ? validateDraft(draft) : {};
  const preview = previewDraft(draft);

  const set = <K extends keyof TradeDraft>(key: K, value: TradeDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setServerErrors((e) => ({ ...e, [key]: '' }));
  };
  const setTp = (index: number, key: 'price' | 'allocation', value: string) =>
    setDraft((d) => ({
      ...d,
      takeProfits: d.takeProfits.map((tp, i) => (i === index ? { ...tp, [key]: value } : tp)),
    }));
  const message = (field: string) => {
    const error = errors[field];
    if (error) return t(`admin.trades.errors.${error.key}`, error.values ?? {});
    return serverErrors[field] || undefined;
  };
  const fields = draftFields(draft, set, message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(validateDraft(draft)).length) return;
    create.mutate(toCreateRequest(draft), {
      onSuccess: (trade) => {
        notify.success(t('admin.trades.published', { symbol: trade.symbol }));
        setDraft(emptyDraft());
        setSubmitted(false);
        onPublished();
      },
      onError: (error) => {
        const fields: Record<string, string> = {};
        applyServerErrors<Record<string, string>>(error, (name, { message: text }) => {
          fields[String(name)] = text ?? '';
        });
        setServerErrors(fields);
        setFailure(errorText(error, t('common.somethingWentWrong')));
      },
    });
  };

  const field = (name: keyof TradeDraft & string, label: string) => (
    <TextField label={label} {...fields.text(name)} inputMode="decimal" />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.trades.publish')}>
      <Stack gap={3}>
        <Grid>
          <TextField
            label={t('admin.trades.symbol')}
            {...fields.text('symbol')}
            placeholder="EURUSD"
            autoCapitalize="characters"
          />
          <Select
            label={t('admin.trades.assetClass')}
            {...fields.select('assetClass')}
            options={ASSET_CLASSES.map((value) => ({
              value,
              label: t(`trades.assetClasses.${value}`),
            }))}
          />
          <Select
            label={t('admin.trades.side')}
            {...fields.select('side')}
            options={[
              { value: 'buy', label: t('trades.sides.buy') },
              { value: 'sell', label: t('trades.sides.sell') },
            ]}
          />
          <Select
            label={t('admin.trades.entryMode')}
            {...fields.select('entryMode')}
            options={[
              { value: 'price', label: t('admin.trades.entryPrice') },
              { value: 'zone', label: t('admin.trades.entryZone') },
            ]}
          />
          {draft.entryMode === 'price' ? (
            field('entryPrice', t('admin.trades.entryPrice'))
          ) : (
            <>
              {field('zoneFrom', t('admin.trades.zoneFrom'))}
              {field('zoneTo', t('admin.trades.zoneTo'))}
            </>
          )}
          {field('stopLoss', t('trades.stopLoss'))}
          <Select
            label={t('admin.trades.startAs')}
            {...fields.select('status')}
            options={[
              { value: 'open', label: t('trades.statuses.open') },
              { value: 'pending', label: t('trades.statuses.pending') },
            ]}
          />
        </Grid>
        <Stack gap={2}>
          <Typography variant="subtitle1" as="h3">
            {t('trades.takeProfits')}
          </Typography>
          {draft.takeProfits.map((tp, index) => (
            <TpRow key={index}>
              <legend>{t('admin.trades.tpN', { n: index + 1 })}</legend>
              <TextField
                label={t('admin.trades.tpPrice', { n: index + 1 })}
                value={tp.price}
                onChange={(e) => setTp(index, 'price', e.target.value)}
                inputMode="decimal"
                error={!!message(`takeProfits.${index}.price`)}
                helperText={message(`takeProfits.${index}.price`)}
                fullWidth
              />
              <TextField
                label={t('admin.trades.tpAllocation', { n: index + 1 })}
                value={tp.allocation}
                onChange={(e) => setTp(index, 'allocation', e.target.value)}
                inputMode="numeric"
                endAdornment="%"
                error={!!message(`takeProfits.${index}.allocation`)}
                helperText={message(`takeProfits.${index}.allocation`)}
                fullWidth
              />
              <IconButton
                aria-label={t('admin.trades.removeTp', { n: index + 1 })}
                disabled={draft.takeProfits.length === 1}
                onClick={() =>
                  setDraft((d) => ({
                    ...d,
                    takeProfits: d.takeProfits.filter((_, i) => i !== index),
                  }))
                }
                style={{ marginTop: 28 }}
              >
                <Trash2 size={18} aria-hidden />
              </IconButton>
            </TpRow>
          ))}
          <Stack direction="row" gap={2} align="center" wrap>
            <Button
              variant="outlined"
              size="small"
              startIcon={<Plus size={16} aria-hidden />}
              disabled={draft.takeProfits.length >= MAX_TAKE_PROFITS}
              onClick={() =>
                setDraft((d) => ({
                  ...d,
                  takeProfits: [...d.takeProfits, { price: '', allocation: '' }],
                }))
              }
            >
              {t('admin.trades.addTp')}
            </Button>
            <Typography variant="body2" role="status">
              {t('admin.trades.allocated', { total: allocationTotal(draft) })}
            </Typography>
          </Stack>
          {message('takeProfits') ? <Alert severity="error">{message('takeProfits')}</Alert> : null}
        </Stack>
        <DetailSection title={t('admin.trades.preview')} level={3}>
          {preview ? (
            <Preview aria-live="polite">
              <Fact label={t('admin.trades.risk')}>
                {t('admin.trades.pipsValue', { value: formatNumber(preview.riskPips, lng, 1) })}
              </Fact>
              {preview.takeProfits.map((tp) => (
                <Fact key={tp.index} label={t('admin.trades.tpN', { n: tp.index + 1 })}>
                  {t('admin.trades.tpPreview', {
                    pips: formatNumber(tp.rewardPips, lng, 1),
                    r: formatSigned(tp.r, lng, 2),
                    allocation: tp.allocation,
                  })}
                </Fact>
              ))}
              <Fact label={t('admin.trades.weightedR')}>
                {preview.weightedR === null ? '—' : `${formatSigned(preview.weightedR, lng, 2)} R`}
              </Fact>
            </Preview>
          ) : (
            <Typography variant="body2" color="textSecondary">
              {t('admin.trades.previewHint')}
            </Typography>
          )}
        </DetailSection>
        <TextField label={t('trades.analysis')} {...fields.text('analysis')} multiline rows={4} />
        <TextField
          label={t('admin.trades.tags')}
          {...fields.text('tags', t('admin.trades.tagsHint'))}
          placeholder="breakout, london"
        />
        <ProblemAlert problem={failure} title={t('admin.trades.publishFailed')} />
        <Stack direction="row" justify="end">
          <Button type="submit" loading={create.isPending}>
            {t('admin.trades.publish')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

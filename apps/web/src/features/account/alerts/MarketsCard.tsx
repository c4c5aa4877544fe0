import type { MarketFilter, NotificationPreferences } from '@finfree/core';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  notify,
} from '@finfree/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorText } from '../../../lib/serverErrors';
import { AlertsCard, WithPreferences } from './AlertsCard';
import { parseSymbol } from './symbols';
import { useSaveAlertChoices } from './useSaveAlertChoices';

type AssetClass = MarketFilter['assetClasses'][number];
const CLASSES: AssetClass[] = ['forex', 'crypto', 'indices', 'commodities', 'stocks'];

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;

  legend {
    padding: 0;
    margin-block-end: 8px;
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: flex-start;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

function MarketsForm({ stored }: { stored: NotificationPreferences }) {
  const { t } = useTranslation();
  const { save, pending } = useSaveAlertChoices();
  // The member's edits; kept after a failed save so nothing typed is lost.
  const [edited, setEdited] = useState<MarketFilter | null>(null);
  const draft = edited ?? stored.markets;
  const [typed, setTyped] = useState('');
  const [symbolError, setSymbolError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const change = (next: Partial<MarketFilter>) => {
    setFormError(null);
    setEdited({ ...draft, ...next });
  };

  const addSymbol = () => {
    if (!typed.trim()) return;
    const parsed = parseSymbol(typed, draft.symbols);
    if ('error' in parsed) return setSymbolError(t(`session.alerts.markets.${parsed.error}`));
    setSymbolError(null);
    setTyped('');
    if (!draft.symbols.includes(parsed.symbol))
      change({ symbols: [...draft.symbols, parsed.symbol] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.mode === 'only' && !draft.assetClasses.length && !draft.symbols.length)
      return setFormError(t('session.alerts.markets.nothingChosen'));
    try {
      await save(stored, { markets: draft });
      setEdited(null);
      notify.success(t('session.alerts.markets.saved'));
    } catch (error) {
      setFormError(errorText(error, t('common.somethingWentWrong')));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="markets-title">
      <Stack gap={2}>
        <RadioGroup
          label={t('session.alerts.markets.mode')}
          value={draft.mode}
          onValueChange={(mode) => change({ mode: mode as MarketFilter['mode'] })}
        >
          <Radio value="all" label={t('session.alerts.markets.all')} />
          <Radio value="only" label={t('session.alerts.markets.only')} />
          <Radio value="mute" label={t('session.alerts.markets.mute')} />
        </RadioGroup>
        {draft.mode === 'all' ? null : (
          <>
            <Fieldset>
              <legend>{t('session.alerts.markets.classes')}</legend>
              <Row>
                {CLASSES.map((assetClass) => (
                  <Checkbox
                    key={assetClass}
                    label={t(`trades.assetClasses.${assetClass}`)}
                    checked={draft.assetClasses.includes(assetClass)}
                    onCheckedChange={(on) =>
                      change({
                        assetClasses: on
                          ? CLASSES.filter(
                              (c) => c === assetClass || draft.assetClasses.includes(c),
                            )
                          : draft.assetClasses.filter((c) => c !== assetClass),
                      })
                    }
                  />
                ))}
              </Row>
            </Fieldset>
            <Fieldset>
              <legend>{t('session.alerts.markets.symbols')}</legend>
              <Stack gap={1}>
                {draft.symbols.length ? (
                  <Chips aria-label={t('session.alerts.markets.symbols')}>
                    {draft.symbols.map((symbol) => (
                      <li key={symbol}>
                        <Chip
                          label={symbol}
                          deleteLabel={t('session.alerts.markets.removeSymbol', { symbol })}
                          onDelete={() =>
                            change({ symbols: draft.symbols.filter((s) => s !== symbol) })
                          }
                        />
                      </li>
                    ))}
                  </Chips>
                ) : (
                  <Typography variant="body2" color="textSecondary">
                    {t('session.alerts.markets.noSymbols')}
                  </Typography>
                )}
                <Row>
                  <TextField
                    label={t('session.alerts.markets.symbol')}
                    value={typed}
                    autoCapitalize="characters"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={20}
                    error={!!symbolError}
                    helperText={symbolError ?? t('session.alerts.markets.symbolHint')}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                      setTyped(event.target.value);
                      setSymbolError(null);
                    }}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter') return;
                      event.preventDefault();
                      addSymbol();
                    }}
                  />
                  <Button variant="outlined" onClick={addSymbol} style={{ marginBlockStart: 24 }}>
                    {t('session.alerts.markets.add')}
                  </Button>
                </Row>
              </Stack>
            </Fieldset>
          </>
        )}
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={pending}>
            {t('session.alerts.markets.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Which markets send alerts: all, only some asset classes and symbols, or all but them. */
export function MarketsCard() {
  const { t } = useTranslation();
  return (
    <AlertsCard
      id="markets-title"
      title={t('session.alerts.markets.title')}
      intro={t('session.alerts.markets.intro')}
    >
      <WithPreferences>{(stored) => <MarketsForm stored={stored} />}</WithPreferences>
    </AlertsCard>
  );
}

import type { NotificationPreferences, NotificationType, QuietHours } from '@finfree/core';
import { Alert, Button, Checkbox, Select, Stack, Switch, TextField, notify } from '@finfree/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorText } from '../../../lib/serverErrors';
import { AlertsCard, WithPreferences } from './AlertsCard';
import { useSaveAlertChoices } from './useSaveAlertChoices';

/** Events that may pass during quiet hours; both pass by default. */
const LET_THROUGH: NotificationType[] = ['sl_moved', 'closed'];

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
`;

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

/** This browser's time zone (IANA), UTC when unknown. */
export function detectedTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every time zone this browser knows, with `current` among them. */
function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** Quiet hours as first proposed: 22:00 to 07:00 here, stop moves and closes let through. */
const proposal = (): QuietHours => ({
  from: '22:00',
  to: '07:00',
  timeZone: detectedTimeZone(),
  allow: [...LET_THROUGH],
});

function QuietHoursForm({ stored }: { stored: NotificationPreferences }) {
  const { t } = useTranslation();
  const { save, pending } = useSaveAlertChoices();
  // The member's edits (null inside: quiet hours off); kept after a failed save.
  const [edited, setEdited] = useState<{ quiet: QuietHours | null } | null>(null);
  const quiet = edited ? edited.quiet : stored.quiet;
  // What the fields show while quiet hours are off, so turning them back on keeps them.
  const [lastOn, setLastOn] = useState<QuietHours>(() => stored.quiet ?? proposal());
  const shown = quiet ?? lastOn;
  const [error, setError] = useState<string | null>(null);
  const zones = useMemo(() => timeZones(shown.timeZone), [shown.timeZone]);
  const same = quiet !== null && quiet.from === quiet.to;

  const change = (next: Partial<QuietHours>) => {
    setError(null);
    const value = { ...shown, ...next };
    setLastOn(value);
    setEdited({ quiet: value });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (same) return;
    try {
      await save(stored, { quiet });
      setEdited(null);
      notify.success(t('session.alerts.quiet.saved'));
    } catch (failure) {
      setError(errorText(failure, t('common.somethingWentWrong')));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="quiet-hours-title">
      <Stack gap={2}>
        <Switch
          label={t('session.alerts.quiet.enable')}
          checked={quiet !== null}
          onCheckedChange={(on) => {
            setError(null);
            // Turned on: what was shown before, the two events let through when nothing was.
            setEdited({ quiet: on ? (stored.quiet ?? lastOn) : null });
          }}
        />
        {quiet ? (
          <>
            <Row>
              <TextField
                type="time"
                label={t('session.alerts.quiet.from')}
                value={quiet.from}
                required
                onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                  event.target.value && change({ from: event.target.value.slice(0, 5) })
                }
              />
              <TextField
                type="time"
                label={t('session.alerts.quiet.to')}
                value={quiet.to}
                required
                error={same}
                helperText={same ? t('session.alerts.quiet.same') : undefined}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                  event.target.value && change({ to: event.target.value.slice(0, 5) })
                }
              />
            </Row>
            <Select
              label={t('session.alerts.quiet.timeZone')}
              value={quiet.timeZone}
              options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
              onChange={(event) => change({ timeZone: event.target.value })}
            />
            <Fieldset>
              <legend>{t('session.alerts.quiet.allow')}</legend>
              <Row>
                {LET_THROUGH.map((type) => (
                  <Checkbox
                    key={type}
                    label={t(`session.alertPreferences.types.${type}`)}
                    checked={quiet.allow.includes(type)}
                    onCheckedChange={(on) =>
                      change({
                        allow: on
                          ? [...quiet.allow.filter((a) => a !== type), type]
                          : quiet.allow.filter((a) => a !== type),
                      })
                    }
                  />
                ))}
              </Row>
            </Fieldset>
          </>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={pending}>
            {t('session.alerts.quiet.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * Quiet hours: phone and e-mail alerts held from one time to another in a time zone (this
 * browser's by default), some events let through; held alerts stay in the bell and arrive as
 * one summary when quiet hours end.
 */
export function QuietHoursCard() {
  const { t } = useTranslation();
  return (
    <AlertsCard
      id="quiet-hours-title"
      title={t('session.alerts.quiet.title')}
      intro={
        <>
          {t('session.alerts.quiet.intro')} {t('session.alerts.quiet.held')}
        </>
      }
    >
      <WithPreferences>{(stored) => <QuietHoursForm stored={stored} />}</WithPreferences>
    </AlertsCard>
  );
}

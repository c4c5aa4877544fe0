import type {
  NotificationChannel,
  NotificationPreferences as Preferences,
  NotificationType,
} from '@finfree/core';
import { useNotificationPreferences } from '@finfree/core/react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Typography,
  cssVar,
  notify,
} from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorText } from '../../lib/serverErrors';
import { useSaveAlertChoices } from './alerts/useSaveAlertChoices';

const TYPES: NotificationType[] = [
  'published',
  'activated',
  'tp_hit',
  'sl_moved',
  'closed',
  'cancelled',
  'note',
];

const Choices = styled.table`
  inline-size: 100%;
  border-collapse: collapse;

  th,
  td {
    padding-block: 6px;
    text-align: start;
    border-block-end: 1px solid ${cssVar('divider')};
  }
  th[scope='col'] {
    font-weight: 600;
    color: ${cssVar('text-secondary')};
  }
  td {
    inline-size: 1%;
    white-space: nowrap;
    padding-inline-start: 12px;
  }
`;

/** Which trade events reach the member, per channel (in the app, e-mail, phone), and whether e-mails come one by one or as a digest. */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const stored = useNotificationPreferences();
  const { save, pending } = useSaveAlertChoices();
  // The member's edits (channels and e-mail mode); until the first one, the stored choices are shown.
  const [edited, setEdited] = useState<Preferences | null>(null);
  const draft = edited ?? stored.data ?? null;
  const change = (next: (d: Preferences) => Preferences) => {
    if (draft) setEdited(next(draft));
  };
  const toggle = (type: NotificationType, channel: NotificationChannel, on: boolean) =>
    change((d) => ({
      ...d,
      channels: { ...d.channels, [type]: { ...d.channels[type], [channel]: on } },
    }));
  const submit = async () => {
    if (!draft || !stored.data) return;
    try {
      // Only this card's part: markets and quiet hours are saved by their own cards.
      await save(stored.data, { channels: draft.channels, emailMode: draft.emailMode });
      setEdited(null);
      notify.success(t('session.alertPreferences.saved'));
    } catch (error) {
      notify.error(errorText(error, t('common.somethingWentWrong')));
    }
  };

  return (
    <Card as="section" aria-labelledby="notification-preferences-title">
      <CardHeader
        title={
          <span id="notification-preferences-title">{t('session.alertPreferences.title')}</span>
        }
      />
      <CardContent>
        {stored.isError ? (
          <Alert
            severity="error"
            action={
              <Button size="small" variant="text" onClick={() => void stored.refetch()}>
                {t('session.alertPreferences.retry')}
              </Button>
            }
          >
            {t('session.alertPreferences.loadError')}
          </Alert>
        ) : !draft ? (
          <Stack gap={1} aria-busy="true">
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
          </Stack>
        ) : (
          <Stack gap={2}>
            <Typography variant="body2" color="textSecondary">
              {t('session.alertPreferences.intro')}
            </Typography>
            <Choices>
              <thead>
                <tr>
                  <th scope="col">{t('session.alertPreferences.event')}</th>
                  <th scope="col">{t('session.alertPreferences.inApp')}</th>
                  <th scope="col">{t('session.alertPreferences.email')}</th>
                  <th scope="col">{t('session.alertPreferences.push')}</th>
                </tr>
              </thead>
              <tbody>
                {TYPES.map((type) => {
                  const name = t(`session.alertPreferences.types.${type}`);
                  return (
                    <tr key={type}>
                      <th scope="row">{name}</th>
                      <td>
                        <Checkbox
                          aria-label={`${name}: ${t('session.alertPreferences.inApp')}`}
                          checked={draft.channels[type].inApp}
                          onCheckedChange={(on) => toggle(type, 'inApp', on)}
                        />
                      </td>
                      <td>
                        <Checkbox
                          aria-label={`${name}: ${t('session.alertPreferences.email')}`}
                          checked={draft.channels[type].email}
                          onCheckedChange={(on) => toggle(type, 'email', on)}
                        />
                      </td>
                      <td>
                        <Checkbox
                          aria-label={`${name}: ${t('session.alertPreferences.push')}`}
                          checked={draft.channels[type].push}
                          onCheckedChange={(on) => toggle(type, 'push', on)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Choices>
            <RadioGroup
              label={t('session.alertPreferences.emailMode')}
              value={draft.emailMode}
              onValueChange={(value) =>
                change((d) => ({ ...d, emailMode: value as Preferences['emailMode'] }))
              }
            >
              <Radio value="alert" label={t('session.alertPreferences.alert')} />
              <Radio value="digest" label={t('session.alertPreferences.digest')} />
            </RadioGroup>
            <div>
              <Button loading={pending} onClick={() => void submit()}>
                {t('session.alertPreferences.save')}
              </Button>
            </div>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

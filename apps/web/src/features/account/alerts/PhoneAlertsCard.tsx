import type { PushDevice } from '@finfree/core';
import { usePushDevices, useRemovePushDevice, useSendTestPush } from '@finfree/core/react';
import { Alert, Button, Chip, Stack, Typography, cssVar, notify } from '@finfree/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateTime } from '../../../lib/format';
import { errorText } from '../../../lib/serverErrors';
import { useOpenedOnce } from '../../../lib/useOpenedOnce';
import { AlertsCard, LoadError, LoadingLines } from './AlertsCard';
import { usePhoneAlerts } from './usePhoneAlerts';

/** The install steps' dialog: loaded when first opened. */
const InstallStepsDialog = lazy(() => import('./InstallStepsDialog'));

const Devices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding-block: 10px;
    border-block-end: 1px solid ${cssVar('divider')};
  }
  li > div:first-child {
    flex: 1 1 12rem;
  }
`;

/** The iPhone/iPad steps: Finfree on the Home Screen first, then alerts. */
function InstallSteps() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('session.alerts.phone.howTo')}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <InstallStepsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The devices that receive phone alerts: this browser marked; a test alert; removal (confirmed). */
function DeviceList({ thisDevice }: { thisDevice: string | null }) {
  const { t, i18n } = useTranslation();
  const devices = usePushDevices();
  const test = useSendTestPush();
  const remove = useRemovePushDevice();
  const [removing, setRemoving] = useState<PushDevice | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const failed = (error: unknown) =>
    notify.error(errorText(error, t('session.alerts.phone.failed')));

  const sendTest = async (device: PushDevice) => {
    try {
      await test.mutateAsync(device.id);
      notify.success(t('session.alerts.phone.testSent', { name: device.name }));
    } catch (error) {
      failed(error);
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveError(null);
    try {
      await remove.mutateAsync(removing.id);
      notify.success(t('session.alerts.phone.removed', { name: removing.name }));
      setRemoving(null);
    } catch (error) {
      setRemoveError(errorText(error, t('session.alerts.phone.failed')));
    }
  };

  return (
    <Stack gap={1}>
      <Typography variant="subtitle2" as="h3">
        {t('session.alerts.phone.devices')}
      </Typography>
      {devices.isError ? (
        <LoadError
          text={t('session.alerts.phone.devicesError')}
          onRetry={() => void devices.refetch()}
        />
      ) : !devices.data ? (
        <LoadingLines />
      ) : devices.data.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('session.alerts.phone.noDevices')}
        </Typography>
      ) : (
        <Devices>
          {devices.data.map((device) => (
            <li key={device.id}>
              <div>
                <strong>{device.name}</strong>{' '}
                {device.id === thisDevice ? (
                  <Chip
                    size="small"
                    color="primary"
                    label={t('session.alerts.phone.thisBrowser')}
                  />
                ) : null}
                <Typography variant="caption" color="textSecondary" as="div">
                  {t('session.alerts.phone.lastActive', {
                    date: formatDateTime(device.lastSeenAt, i18n.language),
                  })}
                </Typography>
              </div>
              <Button
                size="small"
                variant="text"
                aria-label={t('session.alerts.phone.testLabel', { name: device.name })}
                loading={test.isPending && test.variables === device.id}
                onClick={() => void sendTest(device)}
              >
                {t('session.alerts.phone.test')}
              </Button>
              {device.id === thisDevice ? null : (
                <Button
                  size="small"
                  variant="text"
                  color="error"
                  aria-label={t('session.alerts.phone.removeLabel', { name: device.name })}
                  onClick={() => setRemoving(device)}
                >
                  {t('session.alerts.phone.remove')}
                </Button>
              )}
            </li>
          ))}
        </Devices>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            setRemoveError(null);
          }
        }}
        title={t('session.alerts.phone.removeTitle', { name: removing?.name ?? '' })}
        description={t('session.alerts.phone.removeText')}
        confirmLabel={t('session.alerts.phone.remove')}
        color="error"
        onConfirm={() => void confirmRemove()}
        pending={remove.isPending}
        error={removeError}
      />
    </Stack>
  );
}

/**
 * Phone alerts (Web Push): whether this browser can get them and how (the iPhone's Home Screen
 * steps, the browser's site settings when blocked), turning them on and off, and the devices.
 */
export function PhoneAlertsCard() {
  const { t } = useTranslation();
  const phone = usePhoneAlerts();
  const { status } = phone;
  return (
    <AlertsCard
      id="phone-alerts-title"
      title={t('session.alerts.phone.title')}
      intro={t('session.alerts.phone.intro')}
    >
      <div role="status">
        {status === 'checking' ? (
          <Typography variant="body2">{t('session.alerts.phone.checking')}</Typography>
        ) : status === 'unsupported' ? (
          <Alert severity="info">{t('session.alerts.phone.unsupported')}</Alert>
        ) : status === 'needs-install' ? (
          <Alert severity="info">{t('session.alerts.phone.needsInstall')}</Alert>
        ) : status === 'denied' ? (
          <Alert severity="warning">{t('session.alerts.phone.denied')}</Alert>
        ) : (
          <Typography variant="body2">
            {t(status === 'on' ? 'session.alerts.phone.on' : 'session.alerts.phone.off')}
          </Typography>
        )}
      </div>
      {status === 'needs-install' ? <InstallSteps /> : null}
      {status === 'off' || status === 'on' ? (
        <div>
          {status === 'off' ? (
            <Button loading={phone.busy} onClick={() => void phone.turnOn()}>
              {t('session.alerts.phone.turnOn')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              color="inherit"
              loading={phone.busy}
              onClick={() => void phone.turnOff()}
            >
              {t('session.alerts.phone.turnOff')}
            </Button>
          )}
        </div>
      ) : null}
      {phone.error ? (
        <Alert severity="error" role="alert">
          {errorText(phone.error, t('session.alerts.phone.failed'))}
        </Alert>
      ) : null}
      <DeviceList thisDevice={phone.deviceId} />
    </AlertsCard>
  );
}

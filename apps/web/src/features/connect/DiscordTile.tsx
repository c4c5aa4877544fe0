import { Button, Stack, notify } from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorStatus, errorText } from '../../lib/serverErrors';
import { useDisconnectDiscord, useStartDiscord } from './api';
import { tileView } from './connectState';
import { TileCard } from './TileCard';
import { useActionFailure, type TileProps } from './TelegramTile';

/** Leaves the app for Discord's consent page (a prop, so stories and tests stay on the page). */
export type LeaveFor = (url: string) => void;

const leaveForDiscord: LeaveFor = (url) => window.location.assign(url);

/** Discord: linking the account (Discord's consent page, then back here), or unlinking it. */
export function DiscordTile({
  tile,
  loading,
  entitled,
  onForbidden,
  leaveFor = leaveForDiscord,
}: TileProps & { leaveFor?: LeaveFor }) {
  const { t } = useTranslation();
  const start = useStartDiscord();
  const disconnect = useDisconnectDiscord();
  const [confirming, setConfirming] = useState(false);
  const [disconnectError, setDisconnectError] = useState<string | null>(null);
  const failed = useActionFailure(onForbidden);
  const view = tileView(tile);
  const actions = entitled && !loading && tile && view !== 'notSetUp';

  const link = () =>
    start.mutate(undefined, { onSuccess: ({ url }) => leaveFor(url), onError: failed });
  const unlink = () => {
    setDisconnectError(null);
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t('connect.discord.disconnected'));
      },
      onError: (error) => {
        if (errorStatus(error) === 403) {
          setConfirming(false);
          onForbidden();
        } else setDisconnectError(errorText(error, t('connect.failed')));
      },
    });
  };

  return (
    <TileCard
      id="connect-discord"
      title={t('connect.discord.title')}
      intro={t('connect.discord.intro')}
      tile={tile}
      loading={loading}
    >
      {actions ? (
        <Stack direction="row" gap={1} wrap>
          {view === 'active' ? (
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {t('connect.disconnect')}
            </Button>
          ) : (
            // Stays busy until the browser has left for Discord.
            <Button loading={start.isPending || start.isSuccess} onClick={link}>
              {t('connect.discord.link')}
            </Button>
          )}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setDisconnectError(null);
        }}
        title={t('connect.discord.disconnectTitle')}
        description={t('connect.discord.disconnectText')}
        confirmLabel={t('connect.disconnect')}
        color="error"
        onConfirm={unlink}
        pending={disconnect.isPending}
        error={disconnectError}
      />
    </TileCard>
  );
}

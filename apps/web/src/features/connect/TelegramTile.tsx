import { Button, ButtonLink, ExternalLink, Stack, notify } from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorStatus, errorText } from '../../lib/serverErrors';
import {
  useDisconnectTelegram,
  useTelegramInvite,
  type ConnectTile,
  type TelegramInvite,
} from './api';
import { CopyField } from './CopyField';
import { tileView } from './connectState';
import { TileCard } from './TileCard';

/** Props every tile takes from the page. */
export interface TileProps {
  tile: ConnectTile | undefined;
  loading: boolean;
  /** The user may connect (a member or an admin): actions are offered. */
  entitled: boolean;
  /** Called when the server answers 403 (not entitled): the page shows the members-only note. */
  onForbidden: () => void;
}

/** A failed action: 403 turns the page to the members-only state, anything else is a toast. */
export function useActionFailure(onForbidden: () => void) {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (errorStatus(error) === 403) onForbidden();
    else notify.error(errorText(error, t('connect.failed')));
  };
}

/** Telegram: a single-use invite to the members' channel, or leaving it. */
export function TelegramTile({ tile, loading, entitled, onForbidden }: TileProps) {
  const { t, i18n } = useTranslation();
  const invite = useTelegramInvite();
  const disconnect = useDisconnectTelegram();
  const [link, setLink] = useState<TelegramInvite | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [disconnectError, setDisconnectError] = useState<string | null>(null);
  const failed = useActionFailure(onForbidden);
  const view = tileView(tile);
  const actions = entitled && !loading && tile && view !== 'notSetUp';

  const join = () =>
    invite.mutate(undefined, { onSuccess: (answer) => setLink(answer), onError: failed });
  const leave = () => {
    setDisconnectError(null);
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setLink(null);
        notify.success(t('connect.telegram.disconnected'));
      },
      onError: (error) => {
        if (errorStatus(error) === 403) {
          setConfirming(false);
          onForbidden();
        } else setDisconnectError(errorText(error, t('connect.failed')));
      },
    });
  };
  const expiry = link
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
        new Date(link.expiresAt),
      )
    : '';

  return (
    <TileCard
      id="connect-telegram"
      title={t('connect.telegram.title')}
      intro={t('connect.telegram.intro')}
      tile={tile}
      loading={loading}
    >
      {actions ? (
        <Stack gap={2}>
          {link && view !== 'active' ? (
            <Stack gap={1.5}>
              <CopyField
                label={t('connect.telegram.link')}
                value={link.link}
                helperText={t('connect.telegram.expiry', { time: expiry })}
              />
              <div>
                <ButtonLink
                  href={link.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<ExternalLink size={18} aria-hidden />}
                >
                  {t('connect.telegram.open')}
                </ButtonLink>
              </div>
            </Stack>
          ) : null}
          <Stack direction="row" gap={1} wrap>
            {view === 'active' ? (
              <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
                {t('connect.disconnect')}
              </Button>
            ) : (
              <Button
                variant={link ? 'outlined' : 'contained'}
                loading={invite.isPending}
                onClick={join}
              >
                {link || view === 'pending'
                  ? t('connect.telegram.newLink')
                  : t('connect.telegram.join')}
              </Button>
            )}
          </Stack>
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setDisconnectError(null);
        }}
        title={t('connect.telegram.disconnectTitle')}
        description={t('connect.telegram.disconnectText')}
        confirmLabel={t('connect.disconnect')}
        color="error"
        onConfirm={leave}
        pending={disconnect.isPending}
        error={disconnectError}
      />
    </TileCard>
  );
}

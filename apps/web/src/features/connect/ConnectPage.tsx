import { useAuthContext } from '@finfree/core/react';
import { Alert, ButtonLink, Stack, up } from '@finfree/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { RetryAlert } from '../../components/RetryAlert';
import { paths } from '../../routes/paths';
import { useConnectTiles, type ConnectPlatform } from './api';
import {
  discordReturn,
  mayConnect,
  withoutDiscordReturn,
  type DiscordReturn,
} from './connectState';
import { DiscordTile, type LeaveFor } from './DiscordTile';
import { TelegramTile } from './TelegramTile';
import { WebhookTile } from './WebhookTile';
import { ScreenTitle } from '../../components/ScreenTitle';

const Tiles = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

/** What Discord's return says, read once; the address loses its `?discord=` at once. */
function useDiscordReturn(): DiscordReturn {
  const [search, setSearch] = useSearchParams();
  const [notice] = useState(() => discordReturn(search));
  useEffect(() => {
    if (search.has('discord')) setSearch(withoutDiscordReturn(search), { replace: true });
  }, [search, setSearch]);
  return notice;
}

/**
 * Connect: the member's Telegram channel, Discord role and own webhook, each with its state.
 * Members who may not connect see the states with the members-only note and no action.
 */
export function ConnectPage({ leaveFor }: { leaveFor?: LeaveFor }) {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const tiles = useConnectTiles();
  const [forbidden, setForbidden] = useState(false);
  const onForbidden = useCallback(() => setForbidden(true), []);
  const entitled = mayConnect(user) && !forbidden;
  const discord = useDiscordReturn();
  const [discordNotice, setDiscordNotice] = useState(discord);
  const tileOf = (platform: ConnectPlatform) =>
    tiles.data?.find((tile) => tile.platform === platform);
  const props = { loading: tiles.isPending, entitled, onForbidden };

  return (
    <Stack gap={3}>
      <ScreenTitle title={t('connect.title')} intro={t('connect.intro')} />
      {discordNotice ? (
        <Alert
          severity={discordNotice.kind === 'linked' ? 'success' : 'error'}
          onClose={() => setDiscordNotice(null)}
          closeLabel={t('common.close')}
        >
          {discordNotice.kind === 'linked'
            ? t('connect.discord.linked')
            : t(`connect.discord.errors.${discordNotice.reason}`)}
        </Alert>
      ) : null}
      {entitled ? null : (
        <Alert
          severity="info"
          action={
            <ButtonLink as={RouterLink} to={paths.dashboard.plans} size="small" variant="text">
              {t('connect.seePlans')}
            </ButtonLink>
          }
        >
          {t('connect.membersOnly')}
        </Alert>
      )}
      {tiles.isError ? (
        <RetryAlert error={tiles.error} onRetry={() => void tiles.refetch()}>
          {t('connect.loadError')}
        </RetryAlert>
      ) : (
        <Tiles>
          <TelegramTile tile={tileOf('telegram')} {...props} />
          <DiscordTile tile={tileOf('discord')} {...props} leaveFor={leaveFor} />
          <WebhookTile tile={tileOf('webhook')} {...props} />
        </Tiles>
      )}
    </Stack>
  );
}

import {
  ButtonLink,
  Card,
  CardContent,
  CardHeader,
  Label,
  Skeleton,
  Stack,
  Typography,
  type LabelColor,
} from '@finfree/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import { paths } from '../../routes/paths';
import type { ConnectTile } from './api';
import { handle, tileView, type TileView } from './connectState';

const colors: Record<TileView, LabelColor> = {
  notSetUp: 'default',
  none: 'default',
  pending: 'info',
  active: 'success',
  ended: 'warning',
  paused: 'warning',
};

/** The tile's state in words: not connected, pending, connected as @name, ended on DATE… */
export function TileStatus({ tile, loading }: { tile: ConnectTile | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  if (loading) return <Skeleton variant="text" width="60%" aria-busy="true" />;
  if (!tile) return null;
  const view = tileView(tile);
  const platform = t(`connect.platforms.${tile.platform}`);
  if (view === 'notSetUp') {
    return (
      <Typography variant="body2" color="textSecondary">
        {t('connect.notSetUp', { platform })}
      </Typography>
    );
  }
  if (view === 'ended') {
    return (
      <Stack gap={1} align="start">
        <Label color={colors.ended}>
          {t('connect.status.ended', {
            date: tile.endedAt ? formatDate(tile.endedAt, i18n.language) : '—',
          })}
        </Label>
        <ButtonLink as={RouterLink} to={paths.dashboard.plans} size="small" variant="outlined">
          {t('connect.renew')}
        </ButtonLink>
      </Stack>
    );
  }
  const name = handle(tile);
  const text =
    view === 'active'
      ? name
        ? t('connect.status.active', { name })
        : t('connect.status.activeNoName')
      : t(`connect.status.${view}`);
  return (
    <div>
      <Label color={colors[view]}>{text}</Label>
    </div>
  );
}

/** One tile of the Connect page: its title, intro, state and (for members) its actions. */
export function TileCard({
  id,
  title,
  intro,
  tile,
  loading,
  children,
}: {
  /** Id of the title (names the section). */
  id: string;
  title: string;
  intro: string;
  tile: ConnectTile | undefined;
  loading: boolean;
  children?: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader title={<span id={id}>{title}</span>} titleAs="h2" />
      <CardContent>
        <Stack gap={2}>
          <Typography variant="body2" color="textSecondary">
            {intro}
          </Typography>
          <div role="status">
            <TileStatus tile={tile} loading={loading} />
          </div>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

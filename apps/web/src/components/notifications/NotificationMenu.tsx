import type { Notification } from '@finfree/core';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '@finfree/core/react';
import {
  Button,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Skeleton,
  Typography,
  cssVar,
} from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../routes/paths';
import { BellButton } from './BellButton';
import { notificationText } from './notificationText';

// The toast of a new alert loads with the bell's list (one file, already wanted by the bell).
export { toastAlert } from './alertToast';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding-block: 8px;
  padding-inline: 12px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-block-size: min(60vh, 420px);
  overflow-y: auto;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding-block: 8px;
  padding-inline: 12px;
  border-block-start: 1px solid ${cssVar('divider')};

  &[data-unread] {
    background: rgb(var(--ff-palette-primary-main-channel) / 0.08);
  }
`;

const ItemLink = styled(RouterLink)`
  flex: 1;
  min-inline-size: 0;
  color: inherit;
  text-decoration: none;
  border-radius: 6px;

  &:hover [data-part='title'] {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('palette-primary-main')};
    outline-offset: 2px;
  }
`;

const Title = styled.span`
  display: block;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Body = styled.span`
  display: block;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: block;
  color: ${cssVar('text-secondary')};
  font-size: 0.75rem;
`;

const Message = styled.div`
  padding-block: 16px;
  padding-inline: 12px;
`;

/** Props of {@link NotificationList}. */
export interface NotificationListProps {
  /** Called after a link to a trade is followed (closes the popover). */
  onNavigate?: () => void;
}

/** The latest alerts, newest first: each links to its trade; mark one or all read. */
export function NotificationList({ onNavigate }: NotificationListProps) {
  const { t, i18n } = useTranslation();
  const list = useNotifications({ limit: 20 });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const open = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate(notification.id);
    onNavigate?.();
  };
  const unread = list.data?.unread ?? 0;
  return (
    <section aria-labelledby="notifications-title">
      <Header>
        <Typography variant="subtitle1" as="h2" id="notifications-title">
          {t('notifications.title')}
        </Typography>
        <Button
          size="small"
          variant="text"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Header>
      {list.isPending ? (
        <Message aria-busy="true">
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Message>
      ) : list.isError ? (
        <Message role="alert">
          <Typography variant="body2">{t('notifications.loadError')}</Typography>
          <Button size="small" variant="text" onClick={() => void list.refetch()}>
            {t('notifications.retry')}
          </Button>
        </Message>
      ) : list.data.results.length === 0 ? (
        <Message>
          <Typography variant="body2">{t('notifications.empty')}</Typography>
        </Message>
      ) : (
        <List>
          {list.data.results.map((n) => {
            const text = notificationText(n, i18n.language);
            return (
              <Item key={n.id} data-unread={n.readAt ? undefined : true}>
                <ItemLink
                  to={`${paths.dashboard.trades}?trade=${encodeURIComponent(n.tradeId)}`}
                  onClick={() => open(n)}
                >
                  <Title data-part="title">{text.title}</Title>
                  <Body>{text.body}</Body>
                  <Meta>
                    {n.readAt ? null : `${t('notifications.unread')} · `}
                    {formatDateTime(n.createdAt, i18n.resolvedLanguage ?? 'en')}
                    {n.full ? null : ` · ${t('notifications.membersOnly')}`}
                  </Meta>
                </ItemLink>
                {n.readAt ? null : (
                  <Button
                    size="small"
                    variant="text"
                    aria-label={`${t('notifications.markRead')}: ${text.title}`}
                    onClick={() => markRead.mutate(n.id)}
                  >
                    {t('notifications.markRead')}
                  </Button>
                )}
              </Item>
            );
          })}
        </List>
      )}
    </section>
  );
}

/** The bell with its panel (Radix popover), loaded on the first press. */
export default function NotificationMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton />
      </PopoverTrigger>
      <PopoverContent align="end" width={360} aria-label={t('notifications.title')}>
        <NotificationList onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

import { useUnreadNotificationCount } from '@finfree/core/react';
import { Badge, Bell, IconButton, type IconButtonProps } from '@finfree/ui';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The bell button: the unread count on a badge (99+ above 99), named with that count. */
export const BellButton = forwardRef<
  HTMLButtonElement,
  Omit<IconButtonProps, 'children' | 'aria-label'>
>(function BellButton(props, ref) {
  const { t } = useTranslation();
  const count = useUnreadNotificationCount();
  const unread = count.data?.count ?? 0;
  // The name holds the text the badge shows ("99+"), so what is seen is what is announced.
  const shown = unread > 99 ? '99+' : String(unread);
  const label =
    unread > 0 ? t('notifications.bellUnread', { count: shown }) : t('notifications.bell');
  return (
    <IconButton ref={ref} {...props} aria-label={label} data-testid="notification-bell">
      <Badge badgeContent={unread > 0 ? unread : undefined} max={99}>
        <Bell size={20} aria-hidden />
      </Badge>
    </IconButton>
  );
});

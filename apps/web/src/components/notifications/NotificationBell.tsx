import { lazy, Suspense, useState } from 'react';
import { BellButton } from './BellButton';

// The panel (Radix popover and the list) stays out of the dashboard's first load: the bell
// button stands in until the first press, then the real menu mounts open.
const NotificationMenu = lazy(() => import('./NotificationMenu'));

/** The header bell: the unread count and, when pressed, the latest alerts. */
export function NotificationBell() {
  const [wanted, setWanted] = useState(false);
  const button = (
    <BellButton
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void import('./NotificationMenu')}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <NotificationMenu defaultOpen />
    </Suspense>
  );
}

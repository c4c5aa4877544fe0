import { Suspense, useSyncExternalStore } from 'react';
import { onNotificationRequest, wasNotificationRequested } from './notify';
import type { ToasterProps } from './Toaster';
import { lazyNamed } from '../../utils/lazyNamed';

const Toaster = lazyNamed(() => import('./Toaster'), 'Toaster');

export interface LazyToasterProps extends ToasterProps {
  /** Loads the toaster at once instead of on the first `notify(...)` call. */
  eager?: boolean;
}

/**
 * `Toaster` loaded on demand (React.lazy): react-toastify stays out of the first load, and
 * is fetched only when the first toast is requested with `notify(...)` (or at once with
 * `eager`). Toasts requested before it has loaded appear, in order, once it has.
 */
export function LazyToaster({ eager = false, ...props }: LazyToasterProps) {
  const requested = useSyncExternalStore(
    onNotificationRequest,
    wasNotificationRequested,
    () => false,
  );
  if (!eager && !requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import type { ToasterProps } from './Toaster';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/**
 * `Toaster` loaded on demand (React.lazy): react-toastify stays out of the first load. Show
 * toasts with `notify(...)`; calls made before it has loaded appear once it has.
 */
export function LazyToaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}

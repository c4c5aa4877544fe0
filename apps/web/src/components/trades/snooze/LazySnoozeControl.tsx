import { lazy, Suspense } from 'react';
import type { SnoozeControlProps } from './SnoozeControl';

// The menu, its mutations and its texts load when a trade's details first open.
const SnoozeControl = lazy(() =>
  Promise.all([import('./SnoozeControl'), import('../../../i18n')]).then(
    async ([module, { loadBundles }]) => {
      await loadBundles('session');
      return { default: module.SnoozeControl };
    },
  ),
);

/** {@link SnoozeControl}, loaded on first use (nothing shown meanwhile). */
export function LazySnoozeControl(props: SnoozeControlProps) {
  return (
    <Suspense fallback={null}>
      <SnoozeControl {...props} />
    </Suspense>
  );
}

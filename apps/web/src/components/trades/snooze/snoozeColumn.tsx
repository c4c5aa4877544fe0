import type { Trade } from '@finfree/core';
import type { TableColumn } from '@finfree/ui';
import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { loadBundles } from '../../../i18n';

// The menu and its mutations load with the column's first cell.
const SnoozeControl = lazy(() =>
  import('./SnoozeControl').then((m) => ({ default: m.SnoozeControl })),
);

/** A trades table's "Alerts" column: snooze a live trade's alerts, or resume them. */
export function snoozeColumn(t: TFunction): TableColumn<Trade> {
  return {
    id: 'alerts',
    header: t('session.snooze.column'),
    // Room for the button with its durations, or the snoozed time with "Resume alerts", on two
    // lines at most: opening or snoozing wraps inside the column instead of moving the others.
    width: '16rem',
    cell: (row) => (
      <Suspense fallback={null}>
        <SnoozeControl trade={row} />
      </Suspense>
    ),
  };
}

/**
 * Loads the column's texts, then hands the column's factory to `apply` (the table's state, see
 * `useSnoozeColumn`).
 */
export default async function loadSnoozeColumn(
  apply: (factory: () => typeof snoozeColumn) => void,
): Promise<void> {
  await loadBundles('session');
  apply(() => snoozeColumn);
}

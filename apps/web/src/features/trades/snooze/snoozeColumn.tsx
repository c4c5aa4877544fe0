import type { Trade } from '@finfree/core';
import type { TableColumn } from '@finfree/ui';
import type { TFunction } from 'i18next';
import { loadBundles } from '../../../i18n';
import { SnoozeControl } from './SnoozeControl';

/** The trades table's "Alerts" column: snooze a live trade's alerts, or resume them. */
export function snoozeColumn(t: TFunction): TableColumn<Trade> {
  return {
    id: 'alerts',
    header: t('session.snooze.column'),
    cell: (row) => <SnoozeControl trade={row} />,
  };
}

/** Loads the column's texts; resolves with the column's factory. */
export async function loadSnoozeColumn(): Promise<typeof snoozeColumn> {
  await loadBundles('session');
  return snoozeColumn;
}

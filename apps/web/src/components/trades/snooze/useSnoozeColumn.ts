import type { Trade } from '@finfree/core';
import type { TableColumn } from '@finfree/ui';
import type { TFunction } from 'i18next';
import { useState } from 'react';

/** Builds the "Alerts" column of a trades table in the current language. */
export type SnoozeColumnFactory = (t: TFunction) => TableColumn<Trade>;

/**
 * A trades table's "Alerts" column (snooze a live trade's alerts), loaded on first use:
 * `column` stays undefined until `load` has brought the column's code and texts. Give `load` to
 * the `onPointerOver` (a tap fires it too) and `onFocus` of an element around the table that
 * holds something a keyboard reaches, so the page's first load does not carry them.
 */
export function useSnoozeColumn(): { column?: SnoozeColumnFactory; load: () => void } {
  const [column, setColumn] = useState<SnoozeColumnFactory>();
  const load = () => {
    if (!column) void import('./snoozeColumn').then((m) => m.default(setColumn));
  };
  return { column, load };
}

// Snoozed trades. Their own module (not the bell's), so the screens that snooze load them
// and the dashboard's first load does not.
import { listSnoozes, snoozeTrade, unsnoozeTrade } from '../api/snoozes';
import { asIs, defineMutation, defineQuery } from './define';

/**
 * Query keys of the snoozed trades. Outside `queryKeys.notifications`: a new or read alert
 * refreshes the bell's queries, not these.
 */
export const snoozeKeys = {
  /** My snoozed trades. */
  all: () => ['finfree', 'snoozes'] as const,
};

/** My snoozed trades (`until` null: until the trade closes). */
export const useSnoozes = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: snoozeKeys.all,
  fetch: (client, request) => listSnoozes(client, request),
});

/** Snoozes a trade's phone and e-mail alerts for 1 h, 4 h or until it closes. */
export const useSnoozeTrade = defineMutation(snoozeTrade, {
  invalidates: () => [snoozeKeys.all()],
});

/** Resumes a snoozed trade's alerts. */
export const useUnsnoozeTrade = defineMutation(unsnoozeTrade, {
  invalidates: () => [snoozeKeys.all()],
});

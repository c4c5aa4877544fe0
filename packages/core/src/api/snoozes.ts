// Snoozed trades: a snoozed trade sends no phone or e-mail alert for a while.
import type { ApiClient, RequestOptions } from '../http/client';
import { callApi } from '../endpoints';
import type { TradeSnooze } from '../types';

/** How long a snooze lasts: an hour, four hours, or until the trade closes. */
export type SnoozeFor = '1h' | '4h' | 'close';

/** `GET /notifications/snoozes`: my snoozed trades (`until` null: until the trade closes). */
export async function listSnoozes(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<TradeSnooze[]> {
  const { items } = await callApi(client, 'get', '/notifications/snoozes', {
    signal: request.signal,
  });
  return items;
}

/** `PUT /notifications/snoozes/:tradeId`: no phone or e-mail alert of the trade for a while. */
export async function snoozeTrade(
  client: ApiClient,
  { tradeId, for: duration }: { tradeId: string; for: SnoozeFor },
): Promise<TradeSnooze> {
  return callApi(client, 'put', '/notifications/snoozes/{tradeId}', {
    path: { tradeId },
    body: { for: duration },
  });
}

/** `DELETE /notifications/snoozes/:tradeId`: the trade's alerts resume. */
export async function unsnoozeTrade(client: ApiClient, tradeId: string): Promise<void> {
  await callApi(client, 'delete', '/notifications/snoozes/{tradeId}', { path: { tradeId } });
}

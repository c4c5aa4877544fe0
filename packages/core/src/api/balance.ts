import { fetcher, type ApiClient, type RequestOptions } from '../http/client';
import { endpoints } from '../endpoints';
import type { Balance } from '../types';

/** `GET /payments/balance`: affiliate balance. */
export async function getBalance(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<Balance> {
  return fetcher<Balance>(client, [endpoints.payments.balance, { signal: request.signal }]);
}

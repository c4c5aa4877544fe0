import type { ApiClient, RequestOptions } from '../http/client';
import { callApi } from '../endpoints';
import type { Balance } from '../types';

/** `GET /payments/balance`: affiliate balance. */
export function getBalance(client: ApiClient, request: RequestOptions = {}): Promise<Balance> {
  return callApi(client, 'get', '/payments/balance', { signal: request.signal });
}

// Phone alerts (Web Push): the server's key and the devices that receive them.
import type { ApiClient, RequestOptions } from '../http/client';
import { callApi } from '../endpoints';
import type { PushDevice, PushSubscriptionInput } from '../types';

/** `GET /notifications/push/key`: the server's public (VAPID) key, base64url. */
export async function getPushKey(client: ApiClient, request: RequestOptions = {}): Promise<string> {
  const { publicKey } = await callApi(client, 'get', '/notifications/push/key', {
    signal: request.signal,
  });
  return publicKey;
}

/** `GET /notifications/push/devices`: the devices that receive my phone alerts. */
export async function listPushDevices(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<PushDevice[]> {
  const { items } = await callApi(client, 'get', '/notifications/push/devices', {
    signal: request.signal,
  });
  return items;
}

/**
 * `POST /notifications/push/devices`: registers this browser's push subscription; the same
 * endpoint again refreshes it and answers the same device.
 */
export async function registerPushDevice(
  client: ApiClient,
  subscription: PushSubscriptionInput,
): Promise<PushDevice> {
  return callApi(client, 'post', '/notifications/push/devices', { body: subscription });
}

/** `DELETE /notifications/push/devices/:id`. */
export async function removePushDevice(client: ApiClient, id: string): Promise<void> {
  await callApi(client, 'delete', '/notifications/push/devices/{id}', { path: { id } });
}

/** `POST /notifications/push/devices/:id/test`: sends a test alert to the device. */
export async function sendTestPush(client: ApiClient, id: string): Promise<void> {
  await callApi(client, 'post', '/notifications/push/devices/{id}/test', { path: { id } });
}

// Phone alerts (Web Push): the server's key and my devices. Their own module, so only the
// account page loads them.
import {
  getPushKey,
  listPushDevices,
  registerPushDevice,
  removePushDevice,
  sendTestPush,
} from '../api/pushDevices';
import { asIs, defineMutation, defineQuery } from './define';

/** Query keys of phone alerts; `all()` is the prefix of the others. */
export const pushKeys = {
  /** Every push query. */
  all: () => ['finfree', 'push'] as const,
  /** The server's public push key. */
  key: () => ['finfree', 'push', 'key'] as const,
  /** The devices that receive my phone alerts. */
  devices: () => ['finfree', 'push', 'devices'] as const,
};

/** The server's public push (VAPID) key, base64url. */
export const usePushKey = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: pushKeys.key,
  fetch: (client, request) => getPushKey(client, request),
});

/** The devices that receive my phone alerts. */
export const usePushDevices = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: pushKeys.devices,
  fetch: (client, request) => listPushDevices(client, request),
});

/** Registers (or refreshes) this browser's push subscription; answers its device. */
export const useRegisterPushDevice = defineMutation(registerPushDevice, {
  invalidates: () => [pushKeys.devices()],
});

/** Removes a device from my phone alerts. */
export const useRemovePushDevice = defineMutation(removePushDevice, {
  invalidates: () => [pushKeys.devices()],
});

/** Sends a test alert to a device. */
export const useSendTestPush = defineMutation(sendTestPush);

import { getPushKey } from '@finfree/core';
import {
  pushKeys,
  useApiClient,
  useRegisterPushDevice,
  useRemovePushDevice,
} from '@finfree/core/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where phone alerts stand in this browser:
 * - `checking`: being found out;
 * - `unsupported`: no service worker or push here;
 * - `needs-install`: an iPhone or iPad browser that gets push only once Finfree is on the Home Screen;
 * - `denied`: the member blocked notifications for the site (only the browser's settings undo it);
 * - `off`: could be turned on;
 * - `on`: this browser receives alerts (`deviceId`: its device, once the server named it).
 */
export type PhoneAlertsStatus =
  'checking' | 'unsupported' | 'needs-install' | 'denied' | 'off' | 'on';

/** What {@link usePhoneAlerts} returns. */
export interface PhoneAlerts {
  status: PhoneAlertsStatus;
  /** This browser's device (when on and registered). */
  deviceId: string | null;
  /** True while turning on or off. */
  busy: boolean;
  /** The last failure of turning on or off, else null. */
  error: unknown;
  /** Asks for permission (inside the member's tap), subscribes and registers this browser. */
  turnOn: () => Promise<void>;
  /** Unsubscribes this browser and removes its device. */
  turnOff: () => Promise<void>;
}

/** The bits of `navigator` this file reads (so tests can pass a fake). */
interface NavigatorLike {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
  standalone?: boolean;
  userAgentData?: { brands?: { brand: string }[]; platform?: string; mobile?: boolean };
}

/** True on an iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch points). */
export function isAppleMobile(nav: NavigatorLike): boolean {
  return (
    /iPhone|iPad|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1)
  );
}

/** True when the page runs as an installed app (from the Home Screen). */
export function isInstalled(nav: NavigatorLike, win: Pick<Window, 'matchMedia'>): boolean {
  return nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** The browser and system of `nav`, to name the device: "Chrome on Android", "Safari on iPhone". */
export function deviceName(nav: NavigatorLike): string {
  const ua = nav.userAgent;
  const brands = (nav.userAgentData?.brands ?? []).map((b) => b.brand);
  const browser = brands.includes('Microsoft Edge')
    ? 'Edge'
    : brands.includes('Opera')
      ? 'Opera'
      : brands.includes('Google Chrome')
        ? 'Chrome'
        : /EdgA?\/|EdgiOS/.test(ua)
          ? 'Edge'
          : /OPR\//.test(ua)
            ? 'Opera'
            : /SamsungBrowser/.test(ua)
              ? 'Samsung Internet'
              : /Firefox|FxiOS/.test(ua)
                ? 'Firefox'
                : /Chrome|CriOS|Chromium/.test(ua)
                  ? 'Chrome'
                  : /Safari/.test(ua)
                    ? 'Safari'
                    : 'Browser';
  const platform = nav.userAgentData?.platform;
  const system = /iPhone|iPod/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua) || (/Macintosh/.test(ua) && (nav.maxTouchPoints ?? 0) > 1)
      ? 'iPad'
      : platform === 'macOS'
        ? 'Mac'
        : platform === 'Chrome OS'
          ? 'ChromeOS'
          : platform
            ? platform
            : /Android/.test(ua)
              ? 'Android'
              : /Windows/.test(ua)
                ? 'Windows'
                : /Mac OS X|Macintosh/.test(ua)
                  ? 'Mac'
                  : /CrOS/.test(ua)
                    ? 'ChromeOS'
                    : /Linux/.test(ua)
                      ? 'Linux'
                      : 'this device';
  return `${browser} on ${system}`;
}

/** A base64url string (the server's public key) as bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** True when a subscription was made with `key` (its `applicationServerKey` has the same bytes). */
export function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** What this browser can do, before asking anything: `null` when push may be turned on. */
function limitation(): PhoneAlertsStatus | null {
  if (typeof navigator === 'undefined') return 'unsupported';
  const nav = navigator as unknown as NavigatorLike;
  if (isAppleMobile(nav) && !isInstalled(nav, window)) return 'needs-install';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return null;
}

/** The service worker registration, registering `/sw.js` when none is there yet. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/**
 * Phone alerts (Web Push) of this browser: finds out whether they can be, and are, on; turns
 * them on (permission asked only inside `turnOn`, never on load) and off. With permission
 * granted and a subscription, opening the screen registers it again, which refreshes the
 * device's last activity and tells which device this browser is.
 */
export function usePhoneAlerts(): PhoneAlerts {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const register = useRegisterPushDevice();
  const remove = useRemovePushDevice();
  const [status, setStatus] = useState<PhoneAlertsStatus>('checking');
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const registerRef = useRef(register.mutateAsync);
  registerRef.current = register.mutateAsync;

  const serverKey = useCallback(
    async () =>
      base64UrlToBytes(
        await queryClient.fetchQuery({
          queryKey: pushKeys.key(),
          queryFn: ({ signal }) => getPushKey(client, { signal }),
          staleTime: Infinity,
        }),
      ),
    [client, queryClient],
  );

  /** Subscribes with the server's key (again, when the subscription was made with another) and registers it. */
  const subscribeAndRegister = useCallback(
    async (reg: ServiceWorkerRegistration) => {
      const key = await serverKey();
      let subscription = await reg.pushManager.getSubscription();
      if (subscription && !madeWithKey(subscription, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      const json = subscription.toJSON();
      const device = await registerRef.current({
        endpoint: json.endpoint ?? subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        name: deviceName(navigator as unknown as NavigatorLike),
      });
      return device.id;
    },
    [serverKey],
  );

  useEffect(() => {
    let live = true;
    void (async () => {
      const limit = limitation();
      if (limit) return setStatus(limit);
      try {
        const reg = await navigator.serviceWorker.getRegistration();
        const subscription = await reg?.pushManager.getSubscription();
        if (!reg || !subscription || Notification.permission !== 'granted') {
          if (live) setStatus('off');
          return;
        }
        if (live) setStatus('on');
        const id = await subscribeAndRegister(reg);
        if (live) setDeviceId(id);
      } catch {
        // Still on in this browser; the device's id is learnt on the next visit.
        if (live) setStatus((s) => (s === 'checking' ? 'off' : s));
      }
    })();
    return () => {
      live = false;
    };
  }, [subscribeAndRegister]);

  const turnOn = useCallback(async () => {
    setError(null);
    // Asked first, before anything awaited, so the browser sees the member's tap.
    const permission =
      Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission === 'denied') return setStatus('denied');
    if (permission !== 'granted') return;
    setBusy(true);
    try {
      const id = await subscribeAndRegister(await registration());
      setDeviceId(id);
      setStatus('on');
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }, [subscribeAndRegister]);

  const turnOff = useCallback(async () => {
    setError(null);
    setBusy(true);
    try {
      if (deviceId) await remove.mutateAsync(deviceId);
      const reg = await navigator.serviceWorker.getRegistration();
      await (await reg?.pushManager.getSubscription())?.unsubscribe();
      setDeviceId(null);
      setStatus('off');
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }, [deviceId, remove]);

  return { status, deviceId, busy, error, turnOn, turnOff };
}

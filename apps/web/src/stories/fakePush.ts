// A browser's push as a story wants it (the real one cannot be driven headless): a service
// worker registration with a push manager, a `Notification` permission, and, for the iPhone,
// Safari's user agent. `fakePush(kind)` installs it and returns what undoes it (a `beforeEach`).
import { base64UrlToBytes } from '../features/account/alerts/usePhoneAlerts';
import { STORY_PUSH_ENDPOINT, STORY_PUSH_KEY } from './notificationHandlers';

/** `off`: may be turned on; `on`: subscribed (device `d-1`); `denied`: blocked; `needs-install`: an iPhone's Safari. */
export type FakePushKind = 'off' | 'on' | 'denied' | 'needs-install';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function subscription() {
  return {
    endpoint: STORY_PUSH_ENDPOINT,
    options: { applicationServerKey: base64UrlToBytes(STORY_PUSH_KEY).buffer },
    toJSON: () => ({ endpoint: STORY_PUSH_ENDPOINT, keys: { p256dh: 'p256dh', auth: 'auth' } }),
    unsubscribe: async () => {
      state.subscribed = false;
      return true;
    },
  };
}

const state = { subscribed: false };

/** Installs the fake push of `kind`; returns what restores the browser's own. */
export function fakePush(kind: FakePushKind): () => void {
  state.subscribed = kind === 'on';
  let permission: NotificationPermission =
    kind === 'on' ? 'granted' : kind === 'denied' ? 'denied' : 'default';
  const pushManager = {
    getSubscription: async () => (state.subscribed ? subscription() : null),
    subscribe: async () => {
      state.subscribed = true;
      return subscription();
    },
  };
  const registration = { pushManager };
  // A ServiceWorkerContainer as the app uses it (the dashboard listens to its messages).
  const serviceWorker = Object.assign(new EventTarget(), {
    getRegistration: async () => registration,
    register: async () => registration,
    ready: Promise.resolve(registration),
  });
  const notification = {
    get permission() {
      return permission;
    },
    requestPermission: async () => {
      permission = 'granted';
      return permission;
    },
  };
  const own = (target: object, key: string, value: unknown) =>
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
  const originalNotification = Object.getOwnPropertyDescriptor(window, 'Notification');
  own(navigator, 'serviceWorker', serviceWorker);
  own(window, 'Notification', notification);
  if (kind === 'needs-install') own(navigator, 'userAgent', IPHONE_SAFARI);
  return () => {
    delete (navigator as unknown as Record<string, unknown>).serviceWorker;
    delete (navigator as unknown as Record<string, unknown>).userAgent;
    if (originalNotification) Object.defineProperty(window, 'Notification', originalNotification);
  };
}

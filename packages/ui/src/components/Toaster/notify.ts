// Deliberately no runtime import of react-toastify: `notify` can be called from a page's first
// load while the toast code (LazyToaster) arrives later.
import type { Id, ToastContent, ToastOptions, toast as ToastFunction } from 'react-toastify';

type Toast = typeof ToastFunction;
type Kind = 'success' | 'error' | 'info' | 'warning';

let connected: Toast | null = null;
let pending: Array<{ id: Id; show: (toast: Toast) => void }> = [];
let nextId = 0;
const requestListeners = new Set<() => void>();
let requested = false;

/** True once any toast has been requested (it stays true: the toaster then stays loaded). */
export function wasNotificationRequested(): boolean {
  return requested;
}

/** True while toasts wait for a toaster to load. */
export function hasPendingNotifications(): boolean {
  return pending.length > 0;
}

/** Calls `listener` whenever a toast is requested before any toaster has loaded. */
export function onNotificationRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => {
    requestListeners.delete(listener);
  };
}

let mountedToasters = 0;

/**
 * Called by `Toaster` when it mounts: shows the queued toasts and forwards later calls.
 * Returns the disconnect to call on unmount; with no toaster left, calls queue again.
 */
export function connectNotify(toast: Toast): () => void {
  mountedToasters += 1;
  connected = toast;
  const queued = pending;
  pending = [];
  for (const entry of queued) entry.show(toast);
  return () => {
    mountedToasters -= 1;
    if (mountedToasters === 0) connected = null;
  };
}

function show(kind: Kind | undefined, content: ToastContent, options: ToastOptions = {}): Id {
  // A known id lets `notify.dismiss` reach a toast that is still queued.
  const toastId = options.toastId ?? `ff-toast-${++nextId}`;
  const display = (toast: Toast) => (kind ? toast[kind] : toast)(content, { ...options, toastId });
  if (connected) display(connected);
  else {
    pending.push({ id: toastId, show: display });
    requested = true;
    for (const listener of requestListeners) listener();
  }
  return toastId;
}

/** Notifier API: `notify(content)`, `notify.success(...)`, `.error`, `.info`, `.warning`, `.dismiss`. */
export interface Notify {
  /** Shows a default toast; returns its id. */
  (content: ToastContent, options?: ToastOptions): Id;
  /** Shows a success toast. */
  success: (content: ToastContent, options?: ToastOptions) => Id;
  /** Shows an error toast. */
  error: (content: ToastContent, options?: ToastOptions) => Id;
  /** Shows an info toast. */
  info: (content: ToastContent, options?: ToastOptions) => Id;
  /** Shows a warning toast. */
  warning: (content: ToastContent, options?: ToastOptions) => Id;
  /** Closes one toast (by id) or all of them, queued ones included. */
  dismiss: (id?: Id) => void;
}

/**
 * `toast` without react-toastify in the caller's bundle: calls made before a `Toaster` (or
 * `LazyToaster`) has loaded are queued and shown, in order, once it has.
 */
export const notify: Notify = Object.assign(
  (content: ToastContent, options?: ToastOptions) => show(undefined, content, options),
  {
    success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
    error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
    info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
    warning: (content: ToastContent, options?: ToastOptions) => show('warning', content, options),
    dismiss: (id?: Id) => {
      if (connected) {
        connected.dismiss(id);
        return;
      }
      pending = id === undefined ? [] : pending.filter((entry) => entry.id !== id);
    },
  },
);

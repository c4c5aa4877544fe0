import { useSetupCard } from '@finfree/core/react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A card tokenised by the provider's card form: only its token, brand and last 4 digits. */
export interface PaymentMethod {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

interface CardFormMessage {
  type: 'finfree:payment-method';
  setupId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
}

const isCardFormMessage = (data: unknown): data is CardFormMessage => {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  return (
    d.type === 'finfree:payment-method' &&
    typeof d.setupId === 'string' &&
    typeof d.paymentMethodId === 'string' &&
    typeof d.brand === 'string' &&
    typeof d.last4 === 'string'
  );
};

/** The card form's URL with the app's mode and direction. */
export function cardFormHref(url: string, mode: string, dir: string): string {
  const href = new URL(url, window.location.href);
  href.searchParams.set('mode', mode);
  href.searchParams.set('dir', dir);
  return href.toString();
}

/**
 * Opens the payment provider's hosted card form in a window of its own and resolves with the
 * token it posts back. Only a message from the form's origin, from that window, for this
 * setup is taken.
 */
export function useCardForm() {
  const setup = useSetupCard();
  const [state, setState] = useState<'idle' | 'opening' | 'open' | 'blocked' | 'error'>('idle');
  const [error, setError] = useState<unknown>(null);
  const cleanup = useRef<() => void>(() => {});

  useEffect(() => () => cleanup.current(), []);

  const open = useCallback(
    (onCard: (card: PaymentMethod) => void) => {
      cleanup.current();
      // Opened at once (inside the click) so pop-up blockers allow it; the URL follows.
      const popup = window.open('', 'finfree-card-form', 'popup,width=480,height=640');
      if (!popup) {
        setState('blocked');
        return;
      }
      setState('opening');
      setError(null);
      setup.mutate(undefined, {
        onError: (failure) => {
          popup.close();
          setError(failure);
          setState('error');
        },
        onSuccess: ({ setupId, cardFormUrl }) => {
          const expected = new URL(cardFormUrl, window.location.href).origin;
          const onMessage = (event: MessageEvent) => {
            if (event.origin !== expected || event.source !== popup) return;
            if (!isCardFormMessage(event.data) || event.data.setupId !== setupId) return;
            cleanup.current();
            setState('idle');
            const { paymentMethodId, brand, last4 } = event.data;
            onCard({ paymentMethodId, brand, last4 });
          };
          const watch = window.setInterval(() => {
            if (popup.closed) {
              cleanup.current();
              setState((s) => (s === 'open' ? 'idle' : s));
            }
          }, 500);
          window.addEventListener('message', onMessage);
          cleanup.current = () => {
            window.removeEventListener('message', onMessage);
            window.clearInterval(watch);
            cleanup.current = () => {};
          };
          const html = document.documentElement;
          popup.location.href = cardFormHref(
            cardFormUrl,
            html.dataset.mode === 'light' ? 'light' : 'dark',
            html.dir === 'rtl' ? 'rtl' : 'ltr',
          );
          setState('open');
        },
      });
    },
    [setup],
  );

  return { open, state, error };
}

// Leaving for the bank's confirmation page (3-D Secure): a full-page redirect. What the member
// was paying is kept for the tab's session, so the payment page can resume when the bank sends
// the browser back to `/dashboard/payment?order=<id>`.
import { STORAGE_KEYS } from '@finfree/core';

/** What a payment waiting on the bank was for. */
export interface BankReturn {
  /** The order the bank confirms. */
  orderId: string;
  /** A new plan's checkout, the overdue renewal, a plan change, or a renewal to confirm. */
  kind: 'plan' | 'overdue' | 'change' | 'renewal';
  /** The plan paid for, when known. */
  planId?: string | null;
  /** Its name, for the success message. */
  planName?: string;
}

const KEY = STORAGE_KEYS.bankReturn;

let leave = (url: string) => window.location.assign(url);

/** Sends the browser to the bank's page, remembering `back` for the return. */
export function openBankPage(url: string, back: BankReturn): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(back));
  } catch {
    // Storage refused (private mode): the return still works from the order itself.
  }
  leave(url);
}

/** What the payment of `orderId` was for, if this tab left for the bank from it. */
export function bankReturn(orderId: string): BankReturn | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as BankReturn | null;
    return saved?.orderId === orderId ? saved : null;
  } catch {
    return null;
  }
}

/** Forgets the remembered payment once its outcome is known. */
export function forgetBankReturn(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/**
 * Stories and tests: `go` is called instead of leaving the page. Returns the function that
 * restores the real redirect.
 */
export function interceptBankPage(go: (url: string) => void): () => void {
  const previous = leave;
  leave = go;
  return () => {
    leave = previous;
  };
}

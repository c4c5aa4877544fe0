// What went wrong with a money call, in words a member understands (keys of the billing bundle).

interface ErrorBody {
  code?: number;
  message?: string;
  type?: string;
  declineCode?: string;
}

const body = (error: unknown): ErrorBody | null =>
  error && typeof error === 'object' ? (error as ErrorBody) : null;

const declineCodes = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  // The bank's confirmation (3-D Secure) failed, or nobody confirmed in time.
  'authentication_failed',
  'authentication_required',
];

/** True when the card was refused (402 from the card provider). */
export function isDecline(error: unknown): boolean {
  const b = body(error);
  return b?.code === 402 || b?.type === 'card_error' || Boolean(b?.declineCode);
}

/** The i18n key explaining a decline: one per decline code, a generic one otherwise. */
export function declineKey(error: unknown): string {
  const code = body(error)?.declineCode;
  return code && declineCodes.includes(code)
    ? `billing.decline.${code}`
    : 'billing.decline.generic';
}

/**
 * The i18n key of a failed read: the browser got no answer (connection) or the server failed
 * (never called a connection problem).
 */
export function loadErrorKey(error: unknown): string {
  const b = body(error);
  if (!b || typeof b.code !== 'number') return 'billing.errors.network';
  return b.code >= 500 ? 'billing.errors.server' : 'billing.errors.request';
}

/**
 * A failed order's `lastError` as the card error a decline answers with, so a payment the bank
 * refused after its confirmation reads like any other decline.
 */
export function orderDecline(
  lastError: { code: string; declineCode?: string; message: string } | null,
) {
  return {
    code: 402,
    type: 'card_error',
    message: lastError?.message ?? '',
    declineCode: lastError?.declineCode ?? lastError?.code ?? 'authentication_failed',
  };
}

import { trackReferralClick } from '@finfree/core';
import { useApiClient } from '@finfree/core/react';
import { useEffect } from 'react';

/** Codes already counted in this page load (StrictMode and re-renders count once). */
const counted = new Set<string>();

/** What a referral code looks like (the API takes 1–32 characters; codes are letters, digits, - and _). */
const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Counts a visit through a referral link (`/?ref=CODE`) once per page load:
 * `POST /affiliates/clicks`. For a known code the API answers with a first-party cookie that
 * remembers the first referrer for 30 days (first touch wins), which the sign-up then uses.
 * A failed count is not the visitor's problem: it is dropped silently.
 */
export function useReferralClick(code: string | null): void {
  const client = useApiClient();
  useEffect(() => {
    if (!code || !CODE.test(code) || counted.has(code)) return;
    counted.add(code);
    trackReferralClick(client, code).catch(() => undefined);
  }, [client, code]);
}

/** Test hook: forgets the codes counted so far. */
export function resetCountedReferralClicks(): void {
  counted.clear();
}

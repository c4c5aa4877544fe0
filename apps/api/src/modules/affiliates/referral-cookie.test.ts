import {
  hasReferralCookie,
  readReferral,
  referralClearCookie,
  referralSetCookie,
  signReferral,
} from './referral-cookie';

const SECRET = 'cookie-secret-for-tests';
const DAY = 86_400_000;
const now = new Date('2030-06-01T12:00:00Z');

describe('referral cookie', () => {
  it('round-trips a signed touch within the window', () => {
    const value = signReferral(SECRET, 'ADA12345', now.getTime() - 29 * DAY);
    expect(value).toMatch(/^ADA12345\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(readReferral(SECRET, `other=1; finfree_ref=${value}`, now, 30)).toEqual({
      code: 'ADA12345',
      issuedAt: now.getTime() - 29 * DAY,
    });
  });

  it('ignores expired, future, forged, tampered and malformed cookies', () => {
    const old = signReferral(SECRET, 'ADA12345', now.getTime() - 30 * DAY - 1);
    expect(readReferral(SECRET, `finfree_ref=${old}`, now, 30)).toBeNull();
    const future = signReferral(SECRET, 'ADA12345', now.getTime() + DAY);
    expect(readReferral(SECRET, `finfree_ref=${future}`, now, 30)).toBeNull();
    const forged = signReferral('another-secret', 'ADA12345', now.getTime());
    expect(readReferral(SECRET, `finfree_ref=${forged}`, now, 30)).toBeNull();
    const good = signReferral(SECRET, 'ADA12345', now.getTime());
    const tampered = good.replace('ADA12345', 'EVE12345');
    expect(readReferral(SECRET, `finfree_ref=${tampered}`, now, 30)).toBeNull();
    const reDated = good.replace(`.${now.getTime()}.`, `.${now.getTime() - 1}.`);
    expect(readReferral(SECRET, `finfree_ref=${reDated}`, now, 30)).toBeNull();
    for (const bad of ['', 'x', 'ADA.1', `${good}.extra`, 'ada12345.1.aaa']) {
      expect(readReferral(SECRET, `finfree_ref=${bad}`, now, 30)).toBeNull();
    }
    expect(readReferral(SECRET, undefined, now, 30)).toBeNull();
  });

  it('builds the Set-Cookie values: HttpOnly, Lax, /v1, 30 days, Secure over https', () => {
    expect(referralSetCookie('A.1.s', 30, false)).toBe(
      'finfree_ref=A.1.s; Max-Age=2592000; Path=/v1; HttpOnly; SameSite=Lax',
    );
    expect(referralSetCookie('A.1.s', 30, true)).toMatch(/; Secure$/);
    expect(referralClearCookie(false)).toBe(
      'finfree_ref=; Max-Age=0; Path=/v1; HttpOnly; SameSite=Lax',
    );
    expect(hasReferralCookie('a=1; finfree_ref=junk')).toBe(true);
    expect(hasReferralCookie('a=1')).toBe(false);
  });
});

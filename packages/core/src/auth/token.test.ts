import { isValidToken } from './token';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;

describe('isValidToken', () => {
  const now = Date.UTC(2026, 0, 1);

  it('accepts a token whose exp (seconds) is in the future', () => {
    expect(isValidToken(jwt({ exp: now / 1000 + 60 }), now)).toBe(true);
  });

  it('rejects expired, exp-less, malformed and missing tokens', () => {
    expect(isValidToken(jwt({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isValidToken(jwt({ sub: 'u1' }), now)).toBe(false);
    expect(isValidToken(jwt({ exp: 'soon' }), now)).toBe(false);
    expect(isValidToken('not-a-jwt', now)).toBe(false);
    expect(isValidToken('', now)).toBe(false);
    expect(isValidToken(null, now)).toBe(false);
  });
});

import { loginWithReturnTo, safeReturnTo } from './paths';

describe('safeReturnTo', () => {
  const origin = 'https://finfree.test';

  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnTo('/dashboard/trades', origin)).toBe('/dashboard/trades');
    expect(safeReturnTo('/dashboard/payment?plan=p1#card', origin)).toBe(
      '/dashboard/payment?plan=p1#card',
    );
  });

  it('refuses other origins, protocol-relative and scheme URLs', () => {
    for (const evil of [
      'https://evil.test/x',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'dashboard',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnTo(evil, origin)).toBeNull();
    }
  });
});

describe('loginWithReturnTo', () => {
  it('puts the pathname in the returnTo query parameter', () => {
    expect(loginWithReturnTo('/dashboard/trades')).toBe(
      '/auth/jwt/login?returnTo=%2Fdashboard%2Ftrades',
    );
  });
});

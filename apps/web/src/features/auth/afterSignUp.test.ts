import { describe, expect, it } from 'vitest';
import { afterSignUp } from './RegisterForm';

describe('afterSignUp', () => {
  it('leads to sign-in, then to checkout for the plan chosen on the landing page', () => {
    const to = afterSignUp(new URLSearchParams('plan=plan_pro_month&interval=month'));
    const url = new URL(to, 'https://app.test');
    expect(url.pathname).toBe('/auth/jwt/login');
    expect(url.searchParams.get('returnTo')).toBe(
      '/dashboard/payment?plan=plan_pro_month&interval=month',
    );
  });

  it('drops an interval that is not one, and leads to plain sign-in without a plan', () => {
    const to = afterSignUp(new URLSearchParams('plan=p1&interval=weekly'));
    expect(new URL(to, 'https://app.test').searchParams.get('returnTo')).toBe(
      '/dashboard/payment?plan=p1',
    );
    expect(afterSignUp(new URLSearchParams('ref=ABC'))).toBe('/auth/jwt/login');
  });
});

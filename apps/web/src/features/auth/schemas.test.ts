import { loginSchema, registerSchema } from './schemas';

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth form rules', () => {
  it('requires a valid e-mail and a password to sign in', () => {
    expect(issues(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
    expect(issues(loginSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual({
      email: 'auth.validation.emailInvalid',
    });
    expect(loginSchema.safeParse({ email: ' member@finfree.test ', password: 'x' }).success).toBe(
      true,
    );
  });

  it('mirrors the server password policy on sign-up: 8 to 128 characters', () => {
    const base = { name: 'Ada', email: 'ada@finfree.test', referralCode: '' };
    expect(issues(registerSchema.safeParse({ ...base, password: 'short' }))).toEqual({
      password: 'auth.validation.passwordTooShort',
    });
    expect(issues(registerSchema.safeParse({ ...base, password: 'x'.repeat(129) }))).toEqual({
      password: 'auth.validation.passwordTooLong',
    });
    expect(registerSchema.safeParse({ ...base, password: 'correct horse battery' }).success).toBe(
      true,
    );
  });
});

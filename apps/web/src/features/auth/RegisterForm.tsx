import { useAuthContext } from '@finfree/core/react';
import { Link, Stack, TextField } from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { emailInput, newPasswordInput } from '../../components/inputAttributes';
import { errorText } from '../../lib/serverErrors';
import { useRulesForm } from '../../lib/useRulesForm';
import { AuthForm, AuthHeading } from './AuthForm';
import type { SignInState } from './LoginForm';
import type { RegisterValues } from './schemas';
import { useArrival } from './useArrival';

/** The rules (and zod under them) load with the first focus, press or input in the form. */
const loadRules = () => import('./registerRules');

const fields = ['name', 'email', 'password', 'referralCode'] as const;

/**
 * Where sign-up leads: the sign-in page, which, when a plan was chosen on the landing page,
 * returns to checkout for that plan and interval.
 */
export function afterSignUp(search: URLSearchParams): string {
  const plan = search.get('plan');
  if (!plan) return paths.auth.login;
  const checkout = new URLSearchParams({ plan });
  const interval = search.get('interval');
  if (interval === 'month' || interval === 'year') checkout.set('interval', interval);
  const returnTo = `${paths.dashboard.payment}?${checkout}`;
  return `${paths.auth.login}?${new URLSearchParams({ returnTo })}`;
}

/**
 * Sign up. A form of plain fields (`useRulesForm`): what is typed before the page's script runs
 * is kept. `?ref=CODE` prefills the referral code and is sent with the sign-up. Afterwards (the
 * user stays signed out): the sign-in page, saying the account is ready, the e-mail filled in.
 * The query string is read through `useArrival` (none while the prerendered page is hydrated):
 * the sign-in link's plan, the referral code unless one was typed already.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const { register } = useAuthContext();
  const navigate = useNavigate();
  const { search: searchParams } = useArrival();
  // Where a submit leads reads the address itself: a submit made before the script ran is
  // replayed as soon as the form has hydrated, maybe before it rendered with the address.
  const [addressParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const rules = useRulesForm<RegisterValues>({
    fields,
    load: loadRules,
    check: async (values) => (await loadRules()).checkRegister(values),
    send: async ({ referralCode, ...values }, _form, showError, showServerErrors) => {
      setError(null);
      try {
        await register({ ...values, ...(referralCode ? { referralCode } : {}) });
      } catch (failure) {
        if (showServerErrors(failure)) return;
        // "E-mail already taken" and the like belong at the e-mail field.
        const message = errorText(failure, t('common.somethingWentWrong'));
        if (/email/i.test(message)) showError('email', message);
        else setError(message);
        return;
      }
      const arriving: SignInState = { email: values.email, registered: true };
      navigate(afterSignUp(addressParams), { state: arriving });
    },
  });

  return (
    <Stack gap={3}>
      <AuthHeading title={t('auth.signUpTitle')}>
        {t('auth.haveAccount')}{' '}
        <Link as={RouterLink} to={afterSignUp(searchParams)}>
          {t('common.signIn')}
        </Link>
      </AuthHeading>
      <AuthForm
        label={t('auth.signUpTitle')}
        formProps={rules.form}
        error={error}
        submitting={rules.sending}
        submitLabel={t('auth.submitSignUp')}
      >
        <TextField
          fullWidth
          {...rules.field('name')}
          label={t('auth.name')}
          autoComplete="name"
          required
        />
        <TextField fullWidth {...rules.field('email')} label={t('auth.email')} {...emailInput} />
        <TextField
          fullWidth
          {...rules.field('password', t('auth.passwordHint'))}
          label={t('auth.password')}
          {...newPasswordInput}
        />
        <TextField
          fullWidth
          {...rules.field('referralCode')}
          label={t('auth.referralCode')}
          autoComplete="off"
          defaultValue={searchParams.get('ref') ?? ''}
        />
      </AuthForm>
    </Stack>
  );
}

import { useAuthContext } from '@finfree/core/react';
import { Link, Stack, TextField, notify } from '@finfree/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { FormTextField, emailInput, newPasswordInput } from '../../components/FormTextField';
import { lazyResolver } from '../../lib/lazyResolver';
import { AuthForm, AuthHeading } from './AuthForm';
import { useAuthSubmit } from './useAuthSubmit';
import type { RegisterValues } from './schemas';

/** Validation loads on first use (or when the form gets focus). */
const resolver = lazyResolver<RegisterValues>(() =>
  import('./resolvers').then((m) => m.registerResolver),
);

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
 * Sign up. `?ref=CODE` prefills the referral code and is sent with the sign-up. Afterwards
 * (the user stays signed out): a toast and the sign-in page with the e-mail filled in.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const { register } = useAuthContext();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useForm<RegisterValues>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      password: '',
      referralCode: searchParams.get('ref') ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = useAuthSubmit(form, {
    action: async ({ referralCode, ...values }) => {
      await register({ ...values, ...(referralCode ? { referralCode } : {}) });
      notify.success(t('auth.registered'));
      navigate(afterSignUp(searchParams), { state: { email: values.email } });
    },
    fields: ['name', 'email', 'password', 'referralCode'],
    // "E-mail already taken" and the like belong at the e-mail field.
    onFailure: (_error, message) => {
      if (!/email/i.test(message)) return false;
      form.setError('email', { type: 'server', message });
      return true;
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
        formProps={{ onSubmit: submit.onSubmit, onFocus: resolver.preload }}
        error={submit.error}
        submitting={submit.submitting}
        submitLabel={t('auth.submitSignUp')}
      >
        <FormTextField
          form={form}
          name="name"
          label={t('auth.name')}
          autoComplete="name"
          required
        />
        <FormTextField form={form} name="email" label={t('auth.email')} {...emailInput} />
        <FormTextField
          form={form}
          name="password"
          label={t('auth.password')}
          {...newPasswordInput}
          hint={t('auth.passwordHint')}
        />
        <TextField
          label={t('auth.referralCode')}
          autoComplete="off"
          fullWidth
          error={!!errors.referralCode}
          helperText={errors.referralCode?.message}
          {...form.register('referralCode')}
        />
      </AuthForm>
    </Stack>
  );
}

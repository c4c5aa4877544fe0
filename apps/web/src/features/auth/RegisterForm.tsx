import { useAuthContext } from '@finfree/core/react';
import { Link, Stack, TextField, notify } from '@finfree/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { applyServerErrors, errorText } from '../../lib/serverErrors';
import { paths } from '../../routes/paths';
import { FormTextField } from '../../components/FormTextField';
import { lazyResolver } from '../../lib/lazyResolver';
import { AuthForm, AuthHeading } from './AuthForm';
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
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      password: '',
      referralCode: searchParams.get('ref') ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ referralCode, ...values }) => {
    setFormError(null);
    try {
      await register({ ...values, ...(referralCode ? { referralCode } : {}) });
      notify.success(t('auth.registered'));
      navigate(afterSignUp(searchParams), { state: { email: values.email } });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['name', 'email', 'password', 'referralCode'])) {
        const message = errorText(error, t('common.somethingWentWrong'));
        if (/email/i.test(message)) form.setError('email', { type: 'server', message });
        else setFormError(message);
      }
    }
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
        onSubmit={onSubmit}
        onFocus={resolver.preload}
        error={formError}
        submitLabel={t('auth.submitSignUp')}
        submitting={isSubmitting}
      >
        <FormTextField
          form={form}
          name="name"
          label={t('auth.name')}
          autoComplete="name"
          required
        />
        <FormTextField
          form={form}
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
        />
        <FormTextField
          form={form}
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          required
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

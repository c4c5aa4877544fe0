import { useAuthContext } from '@finfree/core/react';
import { Alert, Link, Stack, Typography } from '@finfree/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { FormTextField, currentPasswordInput, emailInput } from '../../components/FormTextField';
import { lazyResolver } from '../../lib/lazyResolver';
import { AuthForm, AuthHeading } from './AuthForm';
import { useAuthSubmit } from './useAuthSubmit';
import type { LoginValues } from './schemas';

/** Validation loads on first use (or when the form gets focus). */
const resolver = lazyResolver<LoginValues>(() =>
  import('./resolvers').then((m) => m.loginResolver),
);

/** Sign in. On success the guest guard sends the member to `returnTo` or the dashboard. */
export function LoginForm() {
  const { t } = useTranslation();
  const { login } = useAuthContext();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const prefilled = (location.state as { email?: string } | null)?.email ?? '';
  const form = useForm<LoginValues>({
    resolver,
    defaultValues: { email: prefilled, password: '' },
  });
  const submit = useAuthSubmit(form, {
    action: ({ email, password }) => login(email, password),
    fields: ['email', 'password'],
  });

  const registerHref = `${paths.auth.register}${searchParams.toString() ? `?${searchParams}` : ''}`;

  return (
    <Stack gap={3}>
      <AuthHeading title={t('auth.signInTitle')}>
        {t('auth.noAccount')}{' '}
        <Link as={RouterLink} to={registerHref}>
          {t('auth.createAccount')}
        </Link>
      </AuthHeading>
      <AuthForm
        label={t('auth.signInTitle')}
        submit={submit}
        onFocus={resolver.preload}
        notice={
          searchParams.get('signedOut') && !submit.error ? (
            <Alert severity="info">{t('auth.signedOut')}</Alert>
          ) : null
        }
        submitLabel={t('auth.submitSignIn')}
      >
        <FormTextField form={form} name="email" label={t('auth.email')} {...emailInput} />
        <FormTextField
          form={form}
          name="password"
          label={t('auth.password')}
          {...currentPasswordInput}
        />
        <Typography variant="body2">
          <Link
            as={RouterLink}
            to={paths.auth.resetPassword}
            onClick={(event: React.MouseEvent) => {
              // Carries what was typed, so it need not be typed again.
              event.preventDefault();
              navigate(paths.auth.resetPassword, { state: { email: form.getValues('email') } });
            }}
          >
            {t('auth.forgotPassword')}
          </Link>
        </Typography>
      </AuthForm>
    </Stack>
  );
}

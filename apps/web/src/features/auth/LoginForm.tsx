import { useAuthContext } from '@finfree/core/react';
import { Alert, Link, Stack, Typography } from '@finfree/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { applyServerErrors, errorText } from '../../lib/serverErrors';
import { paths } from '../../routes/paths';
import { FormTextField } from '../../components/FormTextField';
import { lazyResolver } from '../../lib/lazyResolver';
import { AuthForm, AuthHeading } from './AuthForm';
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
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    resolver,
    defaultValues: { email: prefilled, password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFormError(null);
    try {
      await login(email, password);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['email', 'password'])) {
        setFormError(errorText(error, t('common.somethingWentWrong')));
      }
    }
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
        onSubmit={onSubmit}
        onFocus={resolver.preload}
        notice={
          searchParams.get('signedOut') && !formError ? (
            <Alert severity="info">{t('auth.signedOut')}</Alert>
          ) : null
        }
        error={formError}
        submitLabel={t('auth.submitSignIn')}
        submitting={isSubmitting}
      >
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
          autoComplete="current-password"
          required
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

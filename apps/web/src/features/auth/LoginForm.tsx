import { useAuthContext } from '@finfree/core/react';
import { Alert, Link, Stack, TextField, Typography } from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { currentPasswordInput, emailInput } from '../../components/inputAttributes';
import { applyServerErrors, errorText } from '../../lib/serverErrors';
import { useRulesForm } from '../../lib/useRulesForm';
import { AuthForm, AuthHeading } from './AuthForm';
import type { LoginValues } from './schemas';

/** The rules (and zod under them) load with the first focus, press or input in the form. */
const loadRules = () => import('./loginRules');

/**
 * Sign in. A form of plain fields (`useRulesForm`): what is typed before the page's script runs
 * is kept. On success the guest guard sends the member to `returnTo` or the dashboard.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { login } = useAuthContext();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const prefilled = (location.state as { email?: string } | null)?.email ?? '';
  const [error, setError] = useState<string | null>(null);
  const rules = useRulesForm<LoginValues>({
    fields: ['email', 'password'],
    load: loadRules,
    check: async (values) => (await loadRules()).checkLogin(values),
    send: async ({ email, password }, _form, showError) => {
      setError(null);
      try {
        await login(email, password);
      } catch (failure) {
        const shown = applyServerErrors<LoginValues>(
          failure,
          (field, { message }) => showError(field, message ?? ''),
          ['email', 'password'],
        );
        if (!shown) setError(errorText(failure, t('common.somethingWentWrong')));
      }
    },
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
        formProps={rules.form}
        error={error}
        submitting={rules.sending}
        notice={
          searchParams.get('signedOut') && !error ? (
            <Alert severity="info">{t('auth.signedOut')}</Alert>
          ) : null
        }
        submitLabel={t('auth.submitSignIn')}
      >
        <TextField
          fullWidth
          name="email"
          defaultValue={prefilled}
          label={t('auth.email')}
          error={!!rules.message('email')}
          helperText={rules.message('email')}
          {...emailInput}
        />
        <TextField
          fullWidth
          name="password"
          label={t('auth.password')}
          error={!!rules.message('password')}
          helperText={rules.message('password')}
          {...currentPasswordInput}
        />
        <Typography variant="body2">
          <Link
            as={RouterLink}
            to={paths.auth.resetPassword}
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
              // Carries what was typed, so it need not be typed again.
              event.preventDefault();
              const form = event.currentTarget.closest('form');
              const email = form ? String(new FormData(form).get('email') ?? '') : '';
              navigate(paths.auth.resetPassword, { state: { email } });
            }}
          >
            {t('auth.forgotPassword')}
          </Link>
        </Typography>
      </AuthForm>
    </Stack>
  );
}

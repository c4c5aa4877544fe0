import { useAuthContext } from '@finfree/core/react';
import { Alert, Link, Stack, TextField, Typography } from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { currentPasswordInput, emailInput } from '../../components/inputAttributes';
import { errorText } from '../../lib/serverErrors';
import { useRulesForm } from '../../lib/useRulesForm';
import { AuthForm, AuthHeading } from './AuthForm';
import type { LoginValues } from './schemas';
import { useArrival } from './useArrival';

/** What the sign-up page hands the sign-in page (history state). */
export interface SignInState {
  /** The e-mail to fill in. */
  email?: string;
  /** A new account: the page says it is ready. */
  registered?: boolean;
}

/** The rules (and zod under them) load with the first focus, press or input in the form. */
const loadRules = () => import('./loginRules');

/**
 * Sign in. A form of plain fields (`useRulesForm`): what is typed before the page's script runs
 * is kept. Arriving from sign-up (`SignInState`), the e-mail is filled in and the page says the
 * account is ready. On success the guest guard sends the member to `returnTo` or the dashboard.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { login } = useAuthContext();
  const navigate = useNavigate();
  const { search: searchParams, state } = useArrival();
  const arrived = state as SignInState | null;
  const prefilled = arrived?.email ?? '';
  const [error, setError] = useState<string | null>(null);
  const rules = useRulesForm<LoginValues>({
    fields: ['email', 'password'],
    load: loadRules,
    check: async (values) => (await loadRules()).checkLogin(values),
    send: async ({ email, password }, _form, _showError, showServerErrors) => {
      setError(null);
      try {
        await login(email, password);
      } catch (failure) {
        if (!showServerErrors(failure))
          setError(errorText(failure, t('common.somethingWentWrong')));
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
          error ? null : arrived?.registered ? (
            <Alert severity="success">{t('auth.registered')}</Alert>
          ) : searchParams.get('signedOut') ? (
            <Alert severity="info">{t('auth.signedOut')}</Alert>
          ) : null
        }
        submitLabel={t('auth.submitSignIn')}
      >
        <TextField
          fullWidth
          {...rules.field('email')}
          defaultValue={prefilled}
          label={t('auth.email')}
          {...emailInput}
        />
        <TextField
          fullWidth
          {...rules.field('password')}
          label={t('auth.password')}
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

import { useForgotPassword, useResetPassword } from '@finfree/core/react';
import { Alert, ButtonLink, Link, Stack, TextField, Typography, notify } from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { emailInput, newPasswordInput } from '../../components/inputAttributes';
import { errorStatus, errorText } from '../../lib/serverErrors';
import { useRulesForm } from '../../lib/useRulesForm';
import { paths } from '../../routes/paths';
import { AuthForm, AuthHeading } from './AuthForm';
import type { ForgotValues, ResetValues } from './schemas';

/** The rules (and zod under them) load with the first focus, press or input in a form. */
const loadRules = () => import('./recoveryRules');

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2">
      <Link as={RouterLink} to={paths.auth.login}>
        {t('session.backToSignIn')}
      </Link>
    </Typography>
  );
}

/** Asks for the e-mail; the answer is the same whether or not an account exists. */
function ForgotPasswordForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rules = useRulesForm<ForgotValues>({
    fields: ['email'],
    load: loadRules,
    check: async (values) => (await loadRules()).checkForgot(values),
    send: async ({ email }, _form, _showError, showServerErrors) => {
      setError(null);
      try {
        await forgot.mutateAsync(email);
        setSentTo(email);
      } catch (failure) {
        if (!showServerErrors(failure))
          setError(errorText(failure, t('common.somethingWentWrong')));
      }
    },
  });

  if (sentTo) {
    return (
      <Stack gap={3}>
        <Typography variant="h4" as="h1">
          {t('session.sentTitle')}
        </Typography>
        <Alert severity="success" role="status">
          {t('session.sentText', { email: sentTo })}
        </Alert>
        <BackToSignIn />
      </Stack>
    );
  }
  return (
    <Stack gap={3}>
      <AuthHeading title={t('session.forgotTitle')}>{t('session.forgotText')}</AuthHeading>
      <AuthForm
        label={t('session.forgotTitle')}
        formProps={rules.form}
        error={error}
        submitting={rules.sending}
        submitLabel={t('session.sendLink')}
      >
        <TextField
          fullWidth
          {...rules.field('email')}
          defaultValue={(location.state as { email?: string } | null)?.email ?? ''}
          label={t('auth.email')}
          {...emailInput}
        />
      </AuthForm>
      <BackToSignIn />
    </Stack>
  );
}

/** Sets the new password from an e-mailed link, then sends the person to sign in. */
function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [linkDead, setLinkDead] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rules = useRulesForm<ResetValues>({
    fields: ['password', 'confirm'],
    load: loadRules,
    check: async (values) => (await loadRules()).checkReset(values),
    send: async ({ password }, _form, _showError, showServerErrors) => {
      setError(null);
      let email: string;
      try {
        ({ email } = await reset.mutateAsync({ token, password }));
      } catch (failure) {
        if (showServerErrors(failure)) return;
        // A link that expired or was used already: ask for a new one.
        if (errorStatus(failure) === 401) setLinkDead(true);
        else setError(errorText(failure, t('common.somethingWentWrong')));
        return;
      }
      notify.success(t('session.resetDone'));
      navigate(paths.auth.login, { replace: true, state: { email } });
    },
  });

  if (linkDead) {
    return (
      <Stack gap={3}>
        <Typography variant="h4" as="h1">
          {t('session.resetTitle')}
        </Typography>
        <Alert severity="error">{t('session.linkInvalid')}</Alert>
        <div>
          <ButtonLink as={RouterLink} to={paths.auth.resetPassword} variant="outlined">
            {t('session.askAgain')}
          </ButtonLink>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap={3}>
      <AuthHeading title={t('session.resetTitle')}>{t('session.resetText')}</AuthHeading>
      <AuthForm
        label={t('session.resetTitle')}
        formProps={rules.form}
        error={error}
        submitting={rules.sending}
        submitLabel={t('session.submitReset')}
      >
        <TextField
          fullWidth
          {...rules.field('password', t('auth.passwordHint'))}
          label={t('session.newPassword')}
          {...newPasswordInput}
        />
        <TextField
          fullWidth
          {...rules.field('confirm')}
          label={t('session.confirmPassword')}
          {...newPasswordInput}
        />
      </AuthForm>
      <BackToSignIn />
    </Stack>
  );
}

/**
 * `/auth/jwt/reset-password`: without `?token`, asks for the account's e-mail and sends a
 * link; with it, sets the new password.
 */
export function PasswordRecovery() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ResetPasswordForm key={token} token={token} /> : <ForgotPasswordForm />;
}

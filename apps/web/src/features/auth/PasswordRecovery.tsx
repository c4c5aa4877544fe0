import { useForgotPassword, useResetPassword } from '@finfree/core/react';
import { Alert, ButtonLink, Link, Stack, Typography, notify } from '@finfree/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { lazyResolver } from '../../lib/lazyResolver';
import { errorStatus } from '../../lib/serverErrors';
import { paths } from '../../routes/paths';
import { FormTextField, emailInput, newPasswordInput } from '../../components/FormTextField';
import { AuthForm, AuthHeading } from './AuthForm';
import { useAuthSubmit } from './useAuthSubmit';
import type { ForgotValues, ResetValues } from './schemas';

const forgotResolver = lazyResolver<ForgotValues>(() =>
  import('./resolvers').then((m) => m.forgotResolver),
);
const resetResolver = lazyResolver<ResetValues>(() =>
  import('./resolvers').then((m) => m.resetResolver),
);

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
  const form = useForm<ForgotValues>({
    resolver: forgotResolver,
    defaultValues: { email: (location.state as { email?: string } | null)?.email ?? '' },
  });
  const submit = useAuthSubmit(form, {
    action: async ({ email }) => {
      await forgot.mutateAsync(email);
      setSentTo(email);
    },
    fields: ['email'],
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
        formProps={{ onSubmit: submit.onSubmit, onFocus: forgotResolver.preload }}
        error={submit.error}
        submitting={submit.submitting}
        submitLabel={t('session.sendLink')}
      >
        <FormTextField form={form} name="email" label={t('auth.email')} {...emailInput} />
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
  const form = useForm<ResetValues>({
    resolver: resetResolver,
    defaultValues: { password: '', confirm: '' },
  });
  const submit = useAuthSubmit(form, {
    action: async ({ password }) => {
      const { email } = await reset.mutateAsync({ token, password });
      notify.success(t('session.resetDone'));
      navigate(paths.auth.login, { replace: true, state: { email } });
    },
    fields: ['password'],
    onFailure: (error) => {
      if (errorStatus(error) !== 401) return false;
      setLinkDead(true);
      return true;
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
        formProps={{ onSubmit: submit.onSubmit, onFocus: resetResolver.preload }}
        error={submit.error}
        submitting={submit.submitting}
        submitLabel={t('session.submitReset')}
      >
        <FormTextField
          form={form}
          name="password"
          label={t('session.newPassword')}
          {...newPasswordInput}
          hint={t('auth.passwordHint')}
        />
        <FormTextField
          form={form}
          name="confirm"
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

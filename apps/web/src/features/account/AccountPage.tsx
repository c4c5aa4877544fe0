import { zodResolver } from '@hookform/resolvers/zod';
import { useAuthContext, useLogoutAll, useUpdateMe } from '@finfree/core/react';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  CardHeader,
  Stack,
  TextField,
  Typography,
  notify,
  up,
} from '@finfree/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { nameRule, newPasswordRule } from '../../lib/validation';
import { applyServerErrors, errorText } from '../../lib/serverErrors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AlertsSettings } from './alerts/AlertsSettings';
import { paths } from '../../routes/paths';
import {
  FormTextField,
  currentPasswordInput,
  newPasswordInput,
} from '../../components/FormTextField';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const profileSchema = z.object({
  name: nameRule,
  photoURL: z.string().check(
    z.trim(),
    z.maxLength(2048, 'session.account.photoInvalid'),
    z.refine(
      (value) => value === '' || /^https:\/\/\S+$/i.test(value),
      'session.account.photoInvalid',
    ),
  ),
});

export const passwordSchema = z.object({
  currentPassword: z
    .string()
    .check(
      z.minLength(1, { error: 'auth.validation.passwordRequired', abort: true }),
      z.maxLength(128, 'auth.validation.passwordTooLong'),
    ),
  password: newPasswordRule,
});

/** A section of the account page: a card holding one form, its fields, then its submit button. */
function FormCard({
  id,
  title,
  avatar,
  onSubmit,
  submitLabel,
  submitting,
  children,
}: {
  /** Id of the title, which names both the section and the form. */
  id: string;
  title: string;
  avatar?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitting: boolean;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader title={<span id={id}>{title}</span>} avatar={avatar} />
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-labelledby={id}>
          <Stack gap={2}>
            {children}
            <div>
              <Button type="submit" loading={submitting}>
                {submitLabel}
              </Button>
            </div>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}

function ProfileForm() {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const update = useUpdateMe();
  const form = useForm<z.infer<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    values: { name: user?.name ?? '', photoURL: user?.photoURL ?? '' },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ name, photoURL }) => {
    try {
      await update.mutateAsync({ name, photoURL: photoURL || null });
      notify.success(t('session.account.saved'));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['name', 'photoURL'])) {
        notify.error(errorText(error, t('common.somethingWentWrong')));
      }
    }
  });
  return (
    <FormCard
      id="profile-title"
      title={t('session.account.profile')}
      avatar={<Avatar src={user?.photoURL ?? undefined} name={user?.name ?? ''} alt="" />}
      onSubmit={onSubmit}
      submitLabel={t('common.save')}
      submitting={isSubmitting}
    >
      <TextField label={t('session.account.email')} value={user?.email ?? ''} readOnly fullWidth />
      <FormTextField
        form={form}
        name="name"
        label={t('session.account.name')}
        autoComplete="name"
        required
      />
      <FormTextField
        form={form}
        name="photoURL"
        label={t('session.account.photoURL')}
        type="url"
        inputMode="url"
        placeholder="https://"
      />
    </FormCard>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const update = useUpdateMe();
  const form = useForm<z.infer<typeof passwordSchema>>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: '', password: '' },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      form.reset();
      notify.success(t('session.account.passwordChanged'));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['currentPassword', 'password'])) {
        form.setError('currentPassword', {
          type: 'server',
          message: errorText(error, t('common.somethingWentWrong')),
        });
      }
    }
  });
  return (
    <FormCard
      id="password-title"
      title={t('session.account.changePassword')}
      onSubmit={onSubmit}
      submitLabel={t('session.account.changePassword')}
      submitting={isSubmitting}
    >
      <FormTextField
        form={form}
        name="currentPassword"
        label={t('session.account.currentPassword')}
        {...currentPasswordInput}
      />
      <FormTextField
        form={form}
        name="password"
        label={t('session.account.newPassword')}
        {...newPasswordInput}
        hint={t('auth.passwordHint')}
      />
    </FormCard>
  );
}

function SignOutEverywhere() {
  const { t } = useTranslation();
  const { logout } = useAuthContext();
  const logoutAll = useLogoutAll();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOutEverywhere = async () => {
    setError(null);
    try {
      await logoutAll.mutateAsync();
      setConfirming(false);
      await logout();
      navigate(paths.home, { replace: true });
    } catch (failure) {
      setError(errorText(failure, t('common.somethingWentWrong')));
    }
  };
  return (
    <Card as="section" aria-labelledby="sessions-title">
      <CardHeader title={<span id="sessions-title">{t('session.account.signOutAll')}</span>} />
      <CardContent>
        <Stack gap={2}>
          <Typography color="textSecondary">{t('session.account.signOutAllText')}</Typography>
          <div>
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              {t('session.account.signOutAll')}
            </Button>
          </div>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setError(null);
        }}
        title={t('session.signOutAllTitle')}
        description={t('session.signOutAllText')}
        confirmLabel={t('session.signOutAllConfirm')}
        color="error"
        onConfirm={() => void signOutEverywhere()}
        pending={logoutAll.isPending}
        error={error}
      />
    </Card>
  );
}

/** Account: profile, password change, sign out of all devices, and the alert settings. */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={3}>
      <Typography variant="h4" as="h1">
        {t('session.account.title')}
      </Typography>
      <Grid>
        <ProfileForm />
        <Stack gap={3}>
          <PasswordForm />
          <SignOutEverywhere />
        </Stack>
      </Grid>
      <AlertsSettings />
    </Stack>
  );
}

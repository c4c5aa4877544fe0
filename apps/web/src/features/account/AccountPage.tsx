import { useAuthContext, useLogoutAll, useUpdateMe } from '@finfree/core/react';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  Stack,
  TextField,
  Typography,
  notify,
  up,
} from '@finfree/ui';
import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorText } from '../../lib/serverErrors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNearScreen } from '../../lib/useNearScreen';
import { paths } from '../../routes/paths';
import { currentPasswordInput, newPasswordInput } from '../../components/inputAttributes';
import { useRulesForm } from '../../lib/useRulesForm';
import { ScreenTitle } from '../../components/ScreenTitle';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The forms' rules (and zod under them) load with the first focus, press or input in a form. */
const loadRules = () => import('./accountRules');

const AlertsSettings = lazy(() =>
  import('./alerts/AlertsSettings').then(({ AlertsSettings }) => ({ default: AlertsSettings })),
);

/** The alert settings' place while their code loads: their height, one column or two. */
const AlertsPlaceholder = styled(Skeleton)`
  block-size: 1730px;
  ${up('md')} {
    block-size: 1100px;
  }
`;

/**
 * The alert settings (below the fold on a phone) load when their place comes within 200 px of
 * the screen, or with the first focus anywhere on the account page (`focused`), so a keyboard
 * user tabbing on from the forms finds them there.
 */
function LazyAlertsSettings({ focused }: { focused: boolean }) {
  const [place, near] = useNearScreen<HTMLDivElement>('200px');
  const placeholder = <AlertsPlaceholder variant="rounded" />;
  return (
    <div ref={place}>
      {near || focused ? (
        <Suspense fallback={placeholder}>
          <AlertsSettings />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** A section of the account page: a card holding one form, its fields, then its submit button. */
function FormCard({
  id,
  title,
  avatar,
  form,
  submitLabel,
  submitting,
  children,
}: {
  /** Id of the title, which names both the section and the form. */
  id: string;
  title: string;
  avatar?: ReactNode;
  /** Props of the `<form>` (its handlers). */
  form: ComponentProps<'form'>;
  submitLabel: string;
  submitting: boolean;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader title={<span id={id}>{title}</span>} avatar={avatar} />
      <CardContent>
        <form {...form} aria-labelledby={id}>
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
  const form = useRulesForm({
    fields: ['name', 'photoURL'],
    load: loadRules,
    check: async (values) => (await loadRules()).checkProfile(values),
    send: async ({ name, photoURL }, _form, _showError, showServerErrors) => {
      try {
        await update.mutateAsync({ name, photoURL: photoURL || null });
        notify.success(t('session.account.saved'));
      } catch (error) {
        if (!showServerErrors(error))
          notify.error(errorText(error, t('common.somethingWentWrong')));
      }
    },
  });
  return (
    <FormCard
      id="profile-title"
      title={t('session.account.profile')}
      avatar={<Avatar src={user?.photoURL ?? undefined} name={user?.name ?? ''} alt="" />}
      form={form.form}
      submitLabel={t('common.save')}
      submitting={form.sending}
    >
      <TextField label={t('session.account.email')} value={user?.email ?? ''} readOnly fullWidth />
      <TextField
        fullWidth
        {...form.field('name')}
        defaultValue={user?.name ?? ''}
        label={t('session.account.name')}
        autoComplete="name"
        required
      />
      <TextField
        fullWidth
        {...form.field('photoURL')}
        defaultValue={user?.photoURL ?? ''}
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
  const form = useRulesForm({
    fields: ['currentPassword', 'password'],
    load: loadRules,
    check: async (values) => (await loadRules()).checkPassword(values),
    send: async (values, element, showError, showServerErrors) => {
      try {
        await update.mutateAsync(values);
        element.reset();
        form.reset();
        notify.success(t('session.account.passwordChanged'));
      } catch (error) {
        if (!showServerErrors(error)) {
          showError('currentPassword', errorText(error, t('common.somethingWentWrong')));
        }
      }
    },
  });
  return (
    <FormCard
      id="password-title"
      title={t('session.account.changePassword')}
      form={form.form}
      submitLabel={t('session.account.changePassword')}
      submitting={form.sending}
    >
      <TextField
        fullWidth
        {...form.field('currentPassword')}
        label={t('session.account.currentPassword')}
        {...currentPasswordInput}
      />
      <TextField
        fullWidth
        {...form.field('password', t('auth.passwordHint'))}
        label={t('session.account.newPassword')}
        {...newPasswordInput}
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
  const [focused, setFocused] = useState(false);
  return (
    <Stack gap={3} onFocus={() => setFocused(true)}>
      <ScreenTitle title={t('session.account.title')} intro={t('session.account.intro')} />
      <Grid>
        <ProfileForm />
        <Stack gap={3}>
          <PasswordForm />
          <SignOutEverywhere />
        </Stack>
      </Grid>
      <LazyAlertsSettings focused={focused} />
    </Stack>
  );
}

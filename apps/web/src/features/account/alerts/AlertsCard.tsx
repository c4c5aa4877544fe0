import type { NotificationPreferences } from '@finfree/core';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  Stack,
  Typography,
} from '@finfree/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences } from '@finfree/core/react';

/** A card of the Alerts settings: a titled section (named by its title) with a short intro. */
export function AlertsCard({
  id,
  title,
  intro,
  children,
}: {
  /** Id of the title. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader title={<span id={id}>{title}</span>} />
      <CardContent>
        <Stack gap={2}>
          {intro ? (
            <Typography variant="body2" color="textSecondary">
              {intro}
            </Typography>
          ) : null}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Lines standing in for content being loaded. */
export function LoadingLines() {
  return (
    <Stack gap={1} aria-busy="true">
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
    </Stack>
  );
}

/** A load failure with a retry button. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button size="small" variant="text" onClick={onRetry}>
          {t('session.alerts.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/** Renders `children` with the stored alert choices, or their loading or error state. */
export function WithPreferences({
  children,
}: {
  children: (stored: NotificationPreferences) => ReactNode;
}) {
  const { t } = useTranslation();
  const stored = useNotificationPreferences();
  if (stored.isError)
    return (
      <LoadError
        text={t('session.alertPreferences.loadError')}
        onRetry={() => void stored.refetch()}
      />
    );
  if (!stored.data) return <LoadingLines />;
  return <>{children(stored.data)}</>;
}

import { Alert, Button } from '@finfree/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The error state of anything loaded from the API: what happened and a way to try again. */
export function RetryAlert({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button size="small" variant="text" color="inherit" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {children ?? t('common.errorLoading')}
    </Alert>
  );
}

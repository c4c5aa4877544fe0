import { Alert, Button } from '@finfree/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRetryable, loadErrorKey } from '../lib/loadError';

/**
 * The error state of anything loaded from the API: what happened (offline, no answer, a server
 * failure, gone) and the next step that can help (a retry, except for something gone).
 */
export function RetryAlert({
  error,
  onRetry,
  children,
}: {
  /** The failed read's error; decides the message and whether a retry is offered. */
  error?: unknown;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        isRetryable(error) ? (
          <Button size="small" variant="text" color="inherit" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {children ?? t(loadErrorKey(error))}
    </Alert>
  );
}

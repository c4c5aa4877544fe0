import { ErrorFallback } from '@finfree/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router-dom';
import { paths } from '../routes/paths';
import { isChunkLoadError, preloadErrorPath, recoverFromPreloadError } from './preloadRecovery';

/** The error boundary of every layout: a render error shows a retry instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (!chunk) {
      console.error(error);
      return;
    }
    recoverFromPreloadError(preloadErrorPath(error), {
      reload: () => window.location.reload(),
      goTo500: () => navigate(paths.page500, { replace: true }),
      report: (message) => console.error(message),
      history: window.history,
    });
  }, [chunk, error, navigate]);

  return (
    <ErrorFallback
      role="alert"
      error={error}
      title={t('errors.serverTitle')}
      message={t('errors.serverText')}
      onRetry={() => window.location.reload()}
      retryLabel={t('common.retry')}
      style={{ minHeight: '60vh' }}
    />
  );
}

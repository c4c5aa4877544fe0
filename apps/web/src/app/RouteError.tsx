import { ErrorFallback } from '@finfree/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, preloadErrorPath, recoverFromPreloadError } from './preloadRecovery';

/** The error boundary of every layout: a render error shows a retry instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (!chunk) {
      console.error(error);
      return;
    }
    // Online, one reload at this URL usually fixes it (a deploy replaced the files); if it does
    // not, the message stays on screen with its own retry.
    if (!navigator.onLine) return;
    recoverFromPreloadError(preloadErrorPath(error), {
      reload: () => window.location.reload(),
      goTo500: () => undefined,
      report: (message) => console.error(message),
      history: window.history,
    });
  }, [chunk, error]);

  // A page's code that did not arrive is not a server failure: say which it is.
  const [title, message] = !chunk
    ? ['errors.serverTitle', 'errors.serverText']
    : navigator.onLine
      ? ['errors.chunkTitle', 'errors.chunkText']
      : ['errors.chunkTitle', 'common.loadError.offline'];
  return (
    <ErrorFallback
      role="alert"
      error={error}
      title={t(title)}
      message={t(message)}
      onRetry={() => window.location.reload()}
      retryLabel={t('common.retry')}
      style={{ minHeight: '60vh' }}
    />
  );
}

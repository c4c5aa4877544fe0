import { ErrorFallback } from '@finfree/ui';
import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isChunkLoadError, preloadErrorPath, recoverFromPreloadError } from './preloadRecovery';

/** What a route boundary shows: which failure it was, and a retry instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
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

interface BoundaryProps {
  /** The path shown: a new one clears the error (the visitor went elsewhere). */
  path: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; path: string | null }> {
  override state = { error: null as unknown, path: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: { error: unknown; path: string | null },
  ) {
    // The error belongs to the path it happened at; another path renders its routes afresh.
    return state.path === props.path ? null : { error: null, path: props.path };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The error boundary of every layout: a render error, or a screen's code that did not load,
 * shows {@link RouteError} in place of the routes below it until the path changes.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}

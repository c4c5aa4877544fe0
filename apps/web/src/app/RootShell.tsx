import { LazyToaster, NavigationProgressBar } from '@finfree/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useRouteCodeLoading } from '../routes/lazyRoute';

/**
 * Scrolls the view to the top when the path changes. Not when the app starts: the browser has
 * put the page where it belongs (the top, a section, the place a reload or "back" restores), and
 * on a prerendered page the visitor may have scrolled before the app took over.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Around every route: the navigation progress bar, scroll-to-top and the toaster. */
export function RootShell() {
  const { t } = useTranslation();
  const loading = useRouteCodeLoading();
  return (
    <>
      <NavigationProgressBar active={loading} label={t('common.loading')} />
      <ScrollToTop />
      <Outlet />
      <LazyToaster />
    </>
  );
}

import { LazyToaster, NavigationProgressBar } from '@finfree/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';

/** Scrolls the view to the top on every path change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Around every route: the navigation progress bar, scroll-to-top and the toaster. */
export function RootShell() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      <NavigationProgressBar active={navigation.state !== 'idle'} label={t('common.loading')} />
      <ScrollToTop />
      <Outlet />
      <LazyToaster />
    </>
  );
}

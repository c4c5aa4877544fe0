import { MinimalLayout } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { paths } from '../routes/paths';
import { RouterNavLink } from './RouterNavLink';

/** The error pages: a simple header with "Need help?" and a centred column. */
export function Component() {
  const { t } = useTranslation();
  return (
    <MinimalLayout
      helpHref={paths.contactUs}
      helpLabel={t('common.needHelp')}
      LinkComponent={RouterNavLink}
      logo={<img src="/logo/logo.png" alt="Finfree" width={40} height={40} />}
    >
      <Outlet />
    </MinimalLayout>
  );
}

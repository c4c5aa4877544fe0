import { LoadingScreen } from '@finfree/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifiedRole } from '../../auth/guards';
import { PlansPage } from '../../features/plans';
import { loadBundles } from '../../i18n';

// The admins' catalogue editor (its dialogs and texts) loads for admins only.
const AdminPlans = lazy(() =>
  Promise.all([import('../../features/admin-plans'), loadBundles('admin.plans')]).then(
    ([module]) => ({
      default: module.AdminPlans,
    }),
  ),
);

function AdminPlansScreen() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingScreen label={t('common.loading')} />}>
      <AdminPlans />
    </Suspense>
  );
}

/** Plans: members choose and change theirs; admins manage the catalogue (server-checked role). */
export function Component() {
  return useVerifiedRole() === 'admin' ? <AdminPlansScreen /> : <PlansPage />;
}

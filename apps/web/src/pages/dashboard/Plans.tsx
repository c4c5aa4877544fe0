import { useVerifiedRole } from '../../auth/guards';
import { AdminPlans } from '../../features/admin-plans';
import { PlansPage } from '../../features/plans';

/** Plans: members choose and change theirs; admins manage the catalogue (server-checked role). */
export function Component() {
  return useVerifiedRole() === 'admin' ? <AdminPlans /> : <PlansPage />;
}

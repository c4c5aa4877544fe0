import { useVerifiedRole } from '../../auth/guards';
import { AdminPlans } from '../../features/admin-plans';
import { UnavailablePage } from '../../features/unavailable';

export function Component() {
  return useVerifiedRole() === 'admin' ? <AdminPlans /> : <UnavailablePage titleKey="nav.plans" />;
}

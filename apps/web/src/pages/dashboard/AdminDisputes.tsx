import { DisputesPage } from '../../features/admin-disputes';

export const Component = DisputesPage;

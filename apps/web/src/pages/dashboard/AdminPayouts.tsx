import { PayoutsPage } from '../../features/admin-payouts';

export const Component = PayoutsPage;

import { TradesConsolePage } from '../../features/admin-trades';

export const Component = TradesConsolePage;

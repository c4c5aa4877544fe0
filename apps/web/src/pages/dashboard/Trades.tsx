import { TradesPage } from '../../features/trades';

export const Component = TradesPage;

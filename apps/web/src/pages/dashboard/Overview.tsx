import { OverviewPage } from '../../features/overview';

export const Component = OverviewPage;

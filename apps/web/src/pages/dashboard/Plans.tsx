import { PlansPage } from '../../features/plans';

export const Component = PlansPage;

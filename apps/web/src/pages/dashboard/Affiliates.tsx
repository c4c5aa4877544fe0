import { AffiliatesPage } from '../../features/affiliates';

export const Component = AffiliatesPage;

import { AdminOutlookPage } from '../../features/admin-outlook';

export const Component = AdminOutlookPage;

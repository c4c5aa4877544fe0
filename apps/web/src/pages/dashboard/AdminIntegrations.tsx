import { IntegrationsPage } from '../../features/connect/admin/IntegrationsPage';

export const Component = IntegrationsPage;

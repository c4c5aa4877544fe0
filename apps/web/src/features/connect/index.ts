export { ConnectPage } from './ConnectPage';
export { IntegrationsPage } from './admin/IntegrationsPage';

import { ConnectPage } from '../../features/connect/ConnectPage';

export const Component = ConnectPage;

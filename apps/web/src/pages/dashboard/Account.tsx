import { AccountPage } from '../../features/account';

export const Component = AccountPage;

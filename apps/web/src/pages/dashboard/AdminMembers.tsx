import { MembersPage } from '../../features/admin-members';

export const Component = MembersPage;

export { MembersPage } from './MembersPage';

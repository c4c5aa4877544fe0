export { AdminOutlookPage } from './AdminOutlookPage';

export { AuditLogPage } from './AuditLogPage';
export { BackgroundJobsPanel } from './BackgroundJobsPanel';

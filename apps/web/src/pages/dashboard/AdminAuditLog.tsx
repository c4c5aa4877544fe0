import { AuditLogPage } from '../../features/audit-log';

export const Component = AuditLogPage;

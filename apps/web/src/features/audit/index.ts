export { AuditLogTable } from './components/audit-log-table';
export { AUDIT_LOG_KEY } from './api/get-audit-log';

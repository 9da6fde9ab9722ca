import { ZAuditList, type TAuditList, type TAuditListQuery } from '@undangin/shared/users/schemas';
import { pagedListHook } from '../../../lib/paged-list';

/** Every audit query starts with this key; any administrative change refreshes them. */
export const AUDIT_LOG_KEY = ['audit-log'] as const;

export const useAuditLog = pagedListHook<TAuditListQuery, TAuditList>('/audit-log', AUDIT_LOG_KEY, (data) =>
  ZAuditList.parse(data),
);

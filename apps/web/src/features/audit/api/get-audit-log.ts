import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditList, type TAuditList, type TAuditListQuery } from '@undangin/shared/users/schemas';
import { http } from '../../../lib/http';

/** Every audit query starts with this key; any administrative change refreshes them. */
export const AUDIT_LOG_KEY = ['audit-log'] as const;

export async function getAuditLog(query: TAuditListQuery): Promise<TAuditList> {
  const { data } = await http.get<unknown>('/audit-log', { params: query });
  return ZAuditList.parse(data);
}

export function auditLogQueryOptions(query: TAuditListQuery) {
  return queryOptions({
    queryKey: [...AUDIT_LOG_KEY, query],
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: TAuditListQuery) {
  return useQuery(auditLogQueryOptions(query));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTemplateList, type TTemplate } from '@undangin/shared/templates/schemas';
import { http } from '../../../lib/http';

export const TEMPLATES_KEY = ['templates'] as const;

export async function getTemplates(): Promise<TTemplate[]> {
  const { data } = await http.get<unknown>('/templates');
  return ZTemplateList.parse(data).data;
}

/** The collection changes rarely (administrators edit it), so it is kept for the session's minutes. */
export function templatesQueryOptions() {
  return queryOptions({ queryKey: TEMPLATES_KEY, queryFn: getTemplates, staleTime: 5 * 60_000 });
}

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTemplateOptions, type TTemplateOptions } from '@undangin/shared/templates/schemas';
import { http } from '../../../../lib/http';
import { TEMPLATES_KEY } from '../../api/get-templates';

export async function getTemplateOptions(): Promise<TTemplateOptions> {
  const { data } = await http.get<unknown>('/templates/options');
  return ZTemplateOptions.parse(data);
}

/** The designs and fonts ship with the app: they change only with a new release. */
export function templateOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...TEMPLATES_KEY, 'options'],
    queryFn: getTemplateOptions,
    staleTime: Infinity,
  });
}

export function useTemplateOptions() {
  return useQuery(templateOptionsQueryOptions());
}

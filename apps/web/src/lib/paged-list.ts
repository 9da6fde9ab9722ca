import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http';

/**
 * The hook of one paged list endpoint: the query asked for ends its cache key, and the page on screen
 * stays while the next one loads. `parse` checks the answer where the area's screens ask for it.
 */
export function pagedListHook<TQuery extends Record<string, unknown>, TList>(
  url: string,
  key: readonly unknown[],
  parse: (data: unknown) => TList = (data) => data as TList,
) {
  const options = (query: TQuery) =>
    queryOptions({
      queryKey: [...key, query],
      queryFn: async () => {
        const { data } = await http.get<unknown>(url, { params: query });
        return parse(data);
      },
      placeholderData: keepPreviousData,
    });
  return function useList(query: TQuery) {
    return useQuery(options(query));
  };
}

import { useQuery } from '@tanstack/react-query';
import { http } from './http';

/**
 * The hook of one record's detail endpoint (`${url}/:id`), cached under its list's key so a change that
 * refreshes the list refreshes the detail too; nothing is asked while no record is chosen.
 */
export function detailQueryHook<TDetail>(url: string, listKey: readonly unknown[]) {
  return function useDetail(id: string | null) {
    return useQuery({
      queryKey: [...listKey, 'detail', id ?? ''],
      queryFn: async () => {
        const { data } = await http.get<TDetail>(`${url}/${encodeURIComponent(id ?? '')}`);
        return data;
      },
      enabled: Boolean(id),
    });
  };
}

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A change to the server after which every query under `queryKey` is fetched again. */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** A change answered with what it saved, which becomes the query under `queryKey` without a refetch. */
export function useCachingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}

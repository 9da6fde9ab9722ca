import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEMPLATES_KEY } from '../../api/get-templates';

/** A change to a record, after which the collection (both tabs) and the audit log show it. */
export function useTemplateMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
      ]),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { TEMPLATES_KEY } from '../../api/get-templates';

/** After any change to a record: the collection (both tabs) and the audit log show it. */
export function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY, exact: true }),
      queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
    ]);
  };
}

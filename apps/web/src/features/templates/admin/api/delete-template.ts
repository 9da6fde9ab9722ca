import { useMutation } from '@tanstack/react-query';
import { ZMessage, type TMessage } from '@undangin/shared/errors';
import { http } from '../../../../lib/http';
import { useRefreshTemplates } from './refresh-templates';

export async function deleteTemplate(id: string): Promise<TMessage> {
  const { data } = await http.delete<unknown>(`/templates/${encodeURIComponent(id)}`);
  return ZMessage.parse(data);
}

export function useDeleteTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({ mutationFn: deleteTemplate, onSuccess: refresh });
}

import { useMutation } from '@tanstack/react-query';
import { ZTemplateList, type TTemplate } from '@undangin/shared/templates/schemas';
import { http } from '../../../../lib/http';
import { useRefreshTemplates } from './refresh-templates';

export async function reorderTemplates(ids: string[]): Promise<TTemplate[]> {
  const { data } = await http.post<unknown>('/templates/reorder', { ids });
  return ZTemplateList.parse(data).data;
}

export function useReorderTemplates() {
  const refresh = useRefreshTemplates();
  return useMutation({ mutationFn: reorderTemplates, onSuccess: refresh });
}

import { ZTemplateList, type TTemplate } from '@undangin/shared/templates/schemas';
import { http } from '../../../../lib/http';
import { useTemplateMutation } from './template-mutation';

export async function reorderTemplates(ids: string[]): Promise<TTemplate[]> {
  const { data } = await http.post<unknown>('/templates/reorder', { ids });
  return ZTemplateList.parse(data).data;
}

export function useReorderTemplates() {
  return useTemplateMutation(reorderTemplates);
}

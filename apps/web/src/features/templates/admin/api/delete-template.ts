import { ZMessage, type TMessage } from '@undangin/shared/errors';
import { http } from '../../../../lib/http';
import { useTemplateMutation } from './template-mutation';

export async function deleteTemplate(id: string): Promise<TMessage> {
  const { data } = await http.delete<unknown>(`/templates/${encodeURIComponent(id)}`);
  return ZMessage.parse(data);
}

export function useDeleteTemplate() {
  return useTemplateMutation(deleteTemplate);
}

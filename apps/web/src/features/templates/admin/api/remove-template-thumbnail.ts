import { ZTemplate, type TTemplate } from '@undangin/shared/templates/schemas';
import { http } from '../../../../lib/http';
import { useTemplateMutation } from './template-mutation';

export async function removeTemplateThumbnail(id: string): Promise<TTemplate> {
  const { data } = await http.delete<unknown>(`/templates/${encodeURIComponent(id)}/thumbnail`);
  return ZTemplate.parse(data);
}

export function useRemoveTemplateThumbnail() {
  return useTemplateMutation(removeTemplateThumbnail);
}

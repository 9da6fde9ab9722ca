import { useMutation } from '@tanstack/react-query';
import { ZTemplate, type TTemplate } from '@undangin/shared/templates/schemas';
import { http } from '../../../../lib/http';
import { useRefreshTemplates } from './refresh-templates';

export async function removeTemplateThumbnail(id: string): Promise<TTemplate> {
  const { data } = await http.delete<unknown>(`/templates/${encodeURIComponent(id)}/thumbnail`);
  return ZTemplate.parse(data);
}

export function useRemoveTemplateThumbnail() {
  const refresh = useRefreshTemplates();
  return useMutation({ mutationFn: removeTemplateThumbnail, onSuccess: refresh });
}

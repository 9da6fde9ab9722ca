import { useMutation } from '@tanstack/react-query';
import { ZTemplate, type TTemplate, type TUpdateTemplateBody } from '@undangin/shared/templates/schemas';
import { http } from '../../../../lib/http';
import { useRefreshTemplates } from './refresh-templates';

export async function updateTemplate(id: string, body: TUpdateTemplateBody): Promise<TTemplate> {
  const { data } = await http.patch<unknown>(`/templates/${encodeURIComponent(id)}`, body);
  return ZTemplate.parse(data);
}

export function useUpdateTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateTemplateBody }) => updateTemplate(id, body),
    onSuccess: refresh,
  });
}

import { ZTemplate, type TTemplate, type TUpdateTemplateBody } from '@undangin/shared/templates/schemas';
import { http } from '../../../../lib/http';
import { useTemplateMutation } from './template-mutation';

export async function updateTemplate(id: string, body: TUpdateTemplateBody): Promise<TTemplate> {
  const { data } = await http.patch<unknown>(`/templates/${encodeURIComponent(id)}`, body);
  return ZTemplate.parse(data);
}

export function useUpdateTemplate() {
  return useTemplateMutation(({ id, body }: { id: string; body: TUpdateTemplateBody }) =>
    updateTemplate(id, body),
  );
}

import { ZTemplate, type TCreateTemplateBody, type TTemplate } from '@undangin/shared/templates/schemas';
import { http } from '../../../../lib/http';
import { useTemplateMutation } from './template-mutation';

export async function createTemplate(body: TCreateTemplateBody): Promise<TTemplate> {
  const { data } = await http.post<unknown>('/templates', body);
  return ZTemplate.parse(data);
}

export function useCreateTemplate() {
  return useTemplateMutation(createTemplate);
}

import { useMutation } from '@tanstack/react-query';
import { ZTemplate, type TCreateTemplateBody, type TTemplate } from '@undangin/shared/templates/schemas';
import { http } from '../../../../lib/http';
import { useRefreshTemplates } from './refresh-templates';

export async function createTemplate(body: TCreateTemplateBody): Promise<TTemplate> {
  const { data } = await http.post<unknown>('/templates', body);
  return ZTemplate.parse(data);
}

export function useCreateTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({ mutationFn: createTemplate, onSuccess: refresh });
}

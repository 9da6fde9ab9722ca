import { useMutation } from '@tanstack/react-query';
import { ZTemplate, type TTemplate } from '@undangin/shared/templates/schemas';
import { http } from '../../../../lib/http';
import { useRefreshTemplates } from './refresh-templates';

export async function uploadTemplateThumbnail(id: string, file: Blob): Promise<TTemplate> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<unknown>(`/templates/${encodeURIComponent(id)}/thumbnail`, form);
  return ZTemplate.parse(data);
}

export function useUploadTemplateThumbnail() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: Blob }) => uploadTemplateThumbnail(id, file),
    onSuccess: refresh,
  });
}

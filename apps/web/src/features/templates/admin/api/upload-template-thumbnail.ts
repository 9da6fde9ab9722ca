import { ZTemplate, type TTemplate } from '@undangin/shared/templates/schemas';
import { http } from '../../../../lib/http';
import { useTemplateMutation } from './template-mutation';

export async function uploadTemplateThumbnail(id: string, file: Blob): Promise<TTemplate> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<unknown>(`/templates/${encodeURIComponent(id)}/thumbnail`, form);
  return ZTemplate.parse(data);
}

export function useUploadTemplateThumbnail() {
  return useTemplateMutation(({ id, file }: { id: string; file: Blob }) => uploadTemplateThumbnail(id, file));
}

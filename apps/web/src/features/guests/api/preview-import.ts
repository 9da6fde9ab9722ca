import { useMutation } from '@tanstack/react-query';
import type { TImportPreview } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { importBody, importConfig, type TImportInput } from './import-input';

/** Uploads the file (reporting progress, 0–100) and answers what importing it would do. */
export async function previewImport(
  invitationId: string,
  input: TImportInput,
  onProgress?: (percent: number) => void,
): Promise<TImportPreview> {
  const { data } = await http.post<TImportPreview>(
    invitationApi(invitationId, 'guests/import'),
    importBody(input),
    importConfig(input, onProgress),
  );
  return data;
}

export function usePreviewImport(invitationId: string, onProgress?: (percent: number) => void) {
  return useMutation({ mutationFn: (input: TImportInput) => previewImport(invitationId, input, onProgress) });
}

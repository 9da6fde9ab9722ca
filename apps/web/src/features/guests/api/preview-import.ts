import { useMutation } from '@tanstack/react-query';
import type { TImportPreview } from '@undangin/shared/guests/schemas';
import { sendToInvitation } from '../../../lib/invitation-api';
import { importBody, importConfig, type TImportInput } from './import-input';

/** Uploads the file (reporting progress, 0–100) and answers what importing it would do. */
export function usePreviewImport(invitationId: string, onProgress?: (percent: number) => void) {
  return useMutation({
    mutationFn: (input: TImportInput) =>
      sendToInvitation<TImportPreview>(
        'post',
        invitationId,
        'guests/import',
        importBody(input),
        importConfig(input, onProgress),
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportResult } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { guestsOfKey } from './get-guests';
import { importBody, importConfig, type TImportInput } from './import-input';

/** Saves the valid rows of the same input the preview read, all or nothing. */
export async function commitImport(
  invitationId: string,
  input: TImportInput,
  onProgress?: (percent: number) => void,
): Promise<TImportResult> {
  const { data } = await http.post<TImportResult>(
    `/invitations/${encodeURIComponent(invitationId)}/guests/import/commit`,
    importBody(input),
    importConfig(input, onProgress),
  );
  return data;
}

export function useCommitImport(invitationId: string, onProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TImportInput) => commitImport(invitationId, input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestsOfKey(invitationId) }),
  });
}

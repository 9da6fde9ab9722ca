import type { TImportResult } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { guestsOfKey } from './get-guests';
import { importBody, importConfig, type TImportInput } from './import-input';

/** Saves the valid rows of the same input the preview read, all or nothing. */
export async function commitImport(
  invitationId: string,
  input: TImportInput,
  onProgress?: (percent: number) => void,
): Promise<TImportResult> {
  const { data } = await http.post<TImportResult>(
    invitationApi(invitationId, 'guests/import/commit'),
    importBody(input),
    importConfig(input, onProgress),
  );
  return data;
}

export function useCommitImport(invitationId: string, onProgress?: (percent: number) => void) {
  return useRefreshingMutation(
    (input: TImportInput) => commitImport(invitationId, input, onProgress),
    guestsOfKey(invitationId),
  );
}

import type { TImportResult } from '@undangin/shared/guests/schemas';
import { sendToInvitation } from '../../../lib/invitation-api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { guestsOfKey } from './get-guests';
import { importBody, importConfig, type TImportInput } from './import-input';

/** Saves the valid rows of the same input the preview read, all or nothing. */
export function useCommitImport(invitationId: string, onProgress?: (percent: number) => void) {
  return useRefreshingMutation(
    (input: TImportInput) =>
      sendToInvitation<TImportResult>(
        'post',
        invitationId,
        'guests/import/commit',
        importBody(input),
        importConfig(input, onProgress),
      ),
    guestsOfKey(invitationId),
  );
}

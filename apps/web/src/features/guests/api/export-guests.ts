import { useMutation } from '@tanstack/react-query';
import type { TGuestExportFormat, TGuestExportKind, TGuestFilters } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { fileNameOf, saveBlob } from '../../../lib/download';

export type TExportRequest = {
  format: TGuestExportFormat;
  kind: TGuestExportKind;
  /** The selected rows; without them, the filtered list. */
  ids?: string[];
  filters: TGuestFilters;
};

/** Downloads the filtered list (GET) or the selected rows (POST, ids in the body) and saves the file. */
export async function exportGuests(invitationId: string, request: TExportRequest): Promise<void> {
  const url = invitationApi(invitationId, 'guests/export');
  const response = request.ids?.length
    ? await http.post<Blob>(
        url,
        { format: request.format, kind: request.kind, ids: request.ids },
        { responseType: 'blob' },
      )
    : await http.get<Blob>(url, {
        params: { ...request.filters, format: request.format, kind: request.kind },
        responseType: 'blob',
      });
  saveBlob(response.data, fileNameOf(response.headers['content-disposition'], `tamu.${request.format}`));
}

export function useExportGuests(invitationId: string) {
  return useMutation({ mutationFn: (request: TExportRequest) => exportGuests(invitationId, request) });
}

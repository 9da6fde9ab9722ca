import { useMutation } from '@tanstack/react-query';
import type { TGuestExportFormat } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { fileNameOf, saveBlob } from '../../../lib/download';

export async function downloadImportTemplate(
  invitationId: string,
  format: TGuestExportFormat,
): Promise<void> {
  const response = await http.get<Blob>(invitationApi(invitationId, 'guests/import/template'), {
    params: { format },
    responseType: 'blob',
  });
  saveBlob(
    response.data,
    fileNameOf(response.headers['content-disposition'], `template-impor-tamu.${format}`),
  );
}

export function useDownloadImportTemplate(invitationId: string) {
  return useMutation({
    mutationFn: (format: TGuestExportFormat) => downloadImportTemplate(invitationId, format),
  });
}

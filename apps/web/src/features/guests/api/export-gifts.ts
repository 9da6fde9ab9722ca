import { useMutation } from '@tanstack/react-query';
import type { TGiftExportQuery } from '@undangin/shared/gift-book/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { fileNameOf, readBlobFailure, saveBlob } from '../../../lib/download';

/** Downloads the gift book as the list is filtered now and saves the file. */
export async function exportGifts(invitationId: string, query: TGiftExportQuery): Promise<void> {
  const response = await http
    .get<Blob>(invitationApi(invitationId, 'gifts/export'), { params: query, responseType: 'blob' })
    .catch(readBlobFailure);
  saveBlob(
    response.data,
    fileNameOf(response.headers['content-disposition'], `buku-kondangan.${query.format ?? 'xlsx'}`),
  );
}

export function useExportGifts(invitationId: string) {
  return useMutation({ mutationFn: (query: TGiftExportQuery) => exportGifts(invitationId, query) });
}

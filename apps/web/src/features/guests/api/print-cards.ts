import { useMutation } from '@tanstack/react-query';
import type { TGuestFilters } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { fileNameOf, readBlobFailure, saveBlob } from '../../../lib/download';

export type TCardsRequest = {
  /** One guest or the selected rows; without them, the filtered list (a group, or everyone). */
  ids?: string[];
  filters: TGuestFilters;
};

/** Downloads the QR cards PDF of the filtered list (GET) or of chosen guests (POST, ids in the body). */
export async function printCards(invitationId: string, request: TCardsRequest): Promise<void> {
  const url = invitationApi(invitationId, 'guests/cards.pdf');
  const response = await (
    request.ids?.length
      ? http.post<Blob>(url, { ids: request.ids }, { responseType: 'blob' })
      : http.get<Blob>(url, { params: { ...request.filters }, responseType: 'blob' })
  ).catch(readBlobFailure);
  saveBlob(response.data, fileNameOf(response.headers['content-disposition'], 'kartu-qr.pdf'));
}

export function usePrintCards(invitationId: string) {
  return useMutation({ mutationFn: (request: TCardsRequest) => printCards(invitationId, request) });
}

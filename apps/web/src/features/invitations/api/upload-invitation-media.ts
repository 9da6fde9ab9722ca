import { ZUploadedMedia, type TUploadedMedia } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';

export type TUploadMediaVars = {
  invitationId: string;
  file: File;
  /** Called with 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

export async function uploadInvitationMedia({
  invitationId,
  file,
  onProgress,
  signal,
}: TUploadMediaVars): Promise<TUploadedMedia> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await http.post<unknown>(invitationApi(invitationId, 'media'), body, {
    signal,
    onUploadProgress: (event) => {
      if (onProgress && event.total)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return ZUploadedMedia.parse(data);
}

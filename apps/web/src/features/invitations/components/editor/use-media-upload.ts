import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUploadedMedia } from '@undangin/shared/invitations/schemas';
import { toApiProblem } from '../../../../lib/api-error';
import { uploadInvitationMedia } from '../../api/upload-invitation-media';
import { isTooLarge, megabytes, MEDIA_MAX_MB } from '../../lib/media';

export type TUploadState = { progress: number | null; error: string | null };

/**
 * One upload at a time for one field: the size is checked before any byte leaves the phone, the
 * progress follows the request, and leaving the screen cancels it.
 */
export function useMediaUpload(invitationId: string) {
  const { t, i18n } = useTranslation('invitations');
  const [state, setState] = useState<TUploadState>({ progress: null, error: null });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<TUploadedMedia | null> => {
      if (isTooLarge(file)) {
        setState({
          progress: null,
          error: t('media.tooLarge', { size: megabytes(file.size, i18n.language), max: MEDIA_MAX_MB }),
        });
        return null;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ progress: 0, error: null });
      try {
        const media = await uploadInvitationMedia({
          invitationId,
          file,
          signal: current.signal,
          onProgress: (progress) => setState({ progress, error: null }),
        });
        setState({ progress: null, error: null });
        return media;
      } catch (error) {
        if (current.signal.aborted) return null;
        const problem = toApiProblem(error);
        setState({
          progress: null,
          error: problem.status === 413 ? t('media.tooLarge413', { max: MEDIA_MAX_MB }) : (problem.fieldErrors.file ?? problem.message),
        });
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [i18n.language, invitationId, t],
  );

  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  return { ...state, upload, clearError, uploading: state.progress !== null };
}

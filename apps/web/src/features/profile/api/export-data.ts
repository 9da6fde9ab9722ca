import { useMutation } from '@tanstack/react-query';
import type { TExportQuery } from '@undangin/shared/profile/schemas';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { http } from '../../../lib/http';

/** An error answer arrives as a Blob too; read it back into the JSON error body the screens show. */
async function readBlobError(error: unknown): Promise<never> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (response?.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      response.data = null;
    }
  }
  throw error;
}

export async function exportData(query: TExportQuery): Promise<{ blob: Blob; fileName: string }> {
  const response = await http
    .get<Blob>('/user/export', { params: query, responseType: 'blob' })
    .catch(readBlobError);
  const fallback = query.format === 'xlsx' ? 'tamu.xlsx' : 'undangin-data-saya.json';
  return { blob: response.data, fileName: fileNameOf(response.headers['content-disposition'], fallback) };
}

export function useExportData() {
  return useMutation({ mutationFn: exportData, onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName) });
}

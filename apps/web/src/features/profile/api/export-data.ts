import { useMutation } from '@tanstack/react-query';
import type { TExportQuery } from '@undangin/shared/profile/schemas';
import { http } from '../../../lib/http';

/** The file name the server chose (Content-Disposition), or a sensible one. */
function fileNameOf(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

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

/** Downloads through a temporary link, so the bearer token never has to appear in a URL. */
function save({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportData() {
  return useMutation({ mutationFn: exportData, onSuccess: save });
}

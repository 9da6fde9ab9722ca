import { useMutation } from '@tanstack/react-query';
import type { TAuditExportQuery } from '@undangin/shared/users/schemas';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { http } from '../../../lib/http';

/** Downloads the filtered log as CSV (with the ids the screen leaves out) and saves the file. */
async function exportAuditLog(query: TAuditExportQuery): Promise<void> {
  const response = await http.get<Blob>('/audit-log/export', { params: query, responseType: 'blob' });
  saveBlob(response.data, fileNameOf(response.headers['content-disposition'], 'log-audit.csv'));
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}

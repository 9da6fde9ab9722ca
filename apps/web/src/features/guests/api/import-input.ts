import type { THttpConfig } from '../../../lib/http-client';
import type { TImportOptions } from '@undangin/shared/guests/schemas';

/** What the importer reads: a file, or lines pasted from a spreadsheet, with the user's column choices. */
export type TImportInput =
  { file: File; options: TImportOptions } | { text: string; options: TImportOptions };

/** The request body both import endpoints take: multipart for a file, JSON for pasted text. */
export function importBody(input: TImportInput): FormData | Record<string, unknown> {
  if ('file' in input) {
    const form = new FormData();
    // The options come first so the server has them before it reads the file.
    form.append('options', JSON.stringify(input.options));
    form.append('file', input.file);
    return form;
  }
  return { text: input.text, ...input.options };
}

/** Upload progress (0–100) and, for a file, the multipart type whose boundary the browser writes. */
export function importConfig(input: TImportInput, onProgress?: (percent: number) => void): THttpConfig {
  return {
    headers: 'file' in input ? { 'Content-Type': 'multipart/form-data' } : undefined,
    onUploadProgress: (event) => {
      if (onProgress && event.total)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  };
}

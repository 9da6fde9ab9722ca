/** The file name the server chose (Content-Disposition), or a fallback. */
export function fileNameOf(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * Hands a downloaded file to the browser as if the user had clicked a link to it; fetched with the
 * session's bearer token first, so the token never has to appear in a URL.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A refused download arrives as a Blob like the file would have: its JSON error body is read back
 * into the failure, so the user is told the server's reason rather than a generic one.
 */
export async function readBlobFailure(error: unknown): Promise<never> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (response && response.data instanceof Blob && response.data.type.includes('json')) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      // Not the API's error body: the failure stays as it came.
    }
  }
  throw error;
}

import { randomBytes } from 'node:crypto';

export type TFilePart = { name?: string; filename: string; contentType: string; body: Buffer };

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>, file?: TFilePart) {
  const boundary = `----undangin${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file as the `file` field, as an upload form's FormData sends it. */
export function fileUpload(filename: string, contentType: string, body: Buffer) {
  return multipart({}, { filename, contentType, body });
}

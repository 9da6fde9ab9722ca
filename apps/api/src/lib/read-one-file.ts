import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from './errors';

/**
 * The one file of a multipart upload, whole; a file over `maxBytes` is refused with 413 while it
 * streams in. `what` names the file in the sender's words (foto, gambar, berkas), and every answer
 * says what went wrong under the form's `file` field.
 */
export async function readOneFile(request: FastifyRequest, what: string, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid({ file: [`Kirim ${what} sebagai multipart/form-data`] });
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    if (!file) throw invalid({ file: [`Pilih ${what} yang akan diunggah`] });
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const tooLarge = `Ukuran ${what} maksimal ${maxBytes / 1024 / 1024} MB`;
      throw new AppError(413, tooLarge, { errors: { file: [tooLarge] } });
    }
    throw err;
  }
}

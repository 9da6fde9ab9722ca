import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PROOF_MAX_BYTES, type TProofMime } from '@undangin/shared';
import { AppError, invalid } from '../../lib/errors';

/** Generous for any phone photo or screenshot, small enough that a pixel flood never decodes. */
const MAX_INPUT_PIXELS = 64_000_000;
/** Proofs are read by a person checking numbers: this is plenty and keeps files small. */
const MAX_EDGE = 2400;

const UNSUPPORTED = 'Bukti transfer harus berupa foto JPEG, PNG atau WebP, atau dokumen PDF.';
const UNREADABLE = 'Gambar bukti transfer rusak atau tidak bisa dibaca. Coba unggah foto lain.';
const PDF_ACTIVE = 'PDF bukti transfer berisi skrip atau lampiran. Unggah PDF biasa atau tangkapan layar.';

export const PROOF_TOO_LARGE = `Ukuran bukti transfer maksimal ${PROOF_MAX_BYTES / 1024 / 1024} MB.`;

export type TNormalisedProof = { body: Buffer; mime: TProofMime; ext: 'jpg' | 'pdf' };

const refuse = (message: string) => invalid({ proof: [message] }, message);

/**
 * Checks a proof by its bytes, never its name or declared type, and re-encodes images: what is stored
 * is a fresh JPEG without metadata (no GPS from the phone), or a PDF without active content.
 */
export async function normaliseProof(bytes: Buffer): Promise<TNormalisedProof> {
  if (bytes.length > PROOF_MAX_BYTES)
    throw new AppError(413, PROOF_TOO_LARGE, { errors: { proof: [PROOF_TOO_LARGE] } });
  if (bytes.length === 0) throw refuse('Bukti transfer wajib diunggah.');
  const type = await fileTypeFromBuffer(bytes);
  switch (type?.mime) {
    case 'application/pdf':
      return { body: checkPdf(bytes), mime: 'application/pdf', ext: 'pdf' };
    case 'image/jpeg':
    case 'image/png':
    case 'image/webp':
      return { body: await reencode(bytes), mime: 'image/jpeg', ext: 'jpg' };
    default:
      throw refuse(UNSUPPORTED);
  }
}

async function reencode(bytes: Buffer): Promise<Buffer> {
  let width = 0;
  let height = 0;
  try {
    // Reading the header decodes no pixels, so the limit is checked below with a clear message.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw refuse(UNREADABLE);
  }
  // The header alone tells the size: a pixel flood is refused before a single pixel is decoded.
  if (width * height > MAX_INPUT_PIXELS) {
    throw refuse(`Gambar bukti transfer terlalu besar (${width}×${height} piksel). Maksimal 64 megapiksel.`);
  }
  if (width < 1 || height < 1) throw refuse(UNREADABLE);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw refuse(UNREADABLE);
  }
}

/** Bank receipts are plain documents; one that carries scripts, actions or embedded files is not. */
function checkPdf(bytes: Buffer): Buffer {
  const text = bytes.toString('latin1');
  if (/\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/.test(text)) throw refuse(PDF_ACTIVE);
  if (!text.includes('%%EOF')) throw refuse(UNSUPPORTED);
  return bytes;
}

import { constants as zlibConstants, inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import { PROOF_MAX_BYTES, type TProofMime } from '@undangin/shared';
import { AppError, invalid } from '../../../lib/errors';

/** Generous for any phone photo or screenshot, small enough that a pixel flood never decodes. */
const MAX_INPUT_PIXELS = 64_000_000;
/** Proofs are read by a person checking numbers: this is plenty and keeps files small. */
const MAX_EDGE = 2400;

const UNSUPPORTED = 'Bukti transfer harus berupa foto JPEG, PNG atau WebP, atau dokumen PDF.';
const UNREADABLE = 'Gambar bukti transfer rusak atau tidak bisa dibaca. Coba unggah foto lain.';
const PDF_ACTIVE =
  'PDF bukti transfer berisi skrip, tautan, tindakan otomatis, formulir atau lampiran. Unggah PDF biasa atau tangkapan layar.';
const PDF_UNREADABLE =
  'PDF bukti transfer rusak, terkunci kata sandi, atau tidak bisa dibaca. Unggah PDF lain atau tangkapan layar.';
const PDF_TOO_DENSE = 'Isi PDF bukti transfer terlalu besar setelah dibuka. Unggah tangkapan layar saja.';

/**
 * Names that make a PDF do something rather than show something: scripts, actions run on open or on
 * an event, launching programs, links, embedded files and forms. A bank receipt needs none of them.
 */
const PDF_ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'URI',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'AcroForm',
  'XFA',
]);
/** Inflated bytes all of a proof's compressed streams may hold together: a 10 MB deflate bomb stops here. */
const PDF_INFLATED_BUDGET = 64 * 1024 * 1024;

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
      return { body: await checkPdf(bytes), mime: 'application/pdf', ext: 'pdf' };
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

/**
 * Bank receipts are plain documents. The PDF is parsed as a viewer would (object streams opened,
 * escaped names decoded), and every object is looked at: one that is unreadable, encrypted or active
 * is refused. What is stored is the bytes that were checked.
 */
async function checkPdf(bytes: Buffer): Promise<Buffer> {
  assertInflatable(bytes);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    // Encrypted files land here too: what they hold cannot be checked.
    throw refuse(PDF_UNREADABLE);
  }
  if (!(doc.context.lookup(doc.context.trailerInfo.Root) instanceof PDFDict)) throw refuse(PDF_UNREADABLE);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (isActive(object)) throw refuse(PDF_ACTIVE);
  }
  return bytes;
}

/**
 * pdf-lib inflates object streams whole while it loads. Every stream is first inflated here against
 * one shared budget, from its start to wherever its compressed data ends, so a stream whose declared
 * length hides a bomb is measured too.
 */
function assertInflatable(bytes: Buffer): void {
  let budget = PDF_INFLATED_BUDGET;
  for (const match of bytes.toString('latin1').matchAll(/stream\r?\n/g)) {
    try {
      budget -= inflateSync(bytes.subarray(match.index + match[0].length), {
        maxOutputLength: budget,
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
      }).length;
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw refuse(PDF_TOO_DENSE);
      // Not deflate data (an image, or plain text): pdf-lib does not inflate it on load.
    }
  }
}

/** Decodes #xx escapes in any case: pdf-lib decodes upper-case hex only, viewers both. */
const nameOf = (name: PDFName) =>
  name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** References are not followed: every indirect object is visited on its own, so nothing loops. */
function isActive(object: PDFObject): boolean {
  if (object instanceof PDFName) return PDF_ACTIVE_NAMES.has(nameOf(object));
  if (object instanceof PDFStream) return isActive(object.dict);
  if (object instanceof PDFArray) return object.asArray().some(isActive);
  if (object instanceof PDFDict)
    return object.entries().some(([key, value]) => isActive(key) || isActive(value));
  return false;
}

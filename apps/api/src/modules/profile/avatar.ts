import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AVATAR_MIME_TYPES, AVATAR_SIZE, type TAvatarCrop } from '@undangin/shared';
import { AppError, invalid } from '../../lib/errors';
import { MAX_INPUT_PIXELS } from '../invitations/media';

/** Avatars are stored under this prefix, each under a random 128-bit name that is its only secret. */
export const AVATAR_PREFIX = 'avatars/';
export const AVATAR_FILE = /^[0-9a-f]{32}\.webp$/;

const UNSUPPORTED = 'Foto harus berupa JPEG, PNG atau WebP.';
const UNREADABLE = 'Foto rusak atau tidak bisa dibaca. Coba foto lain.';

export const newAvatarKey = () => `${AVATAR_PREFIX}${randomBytes(16).toString('hex')}.webp`;

/**
 * Checks the bytes, then crops the chosen square (the centre when none is given), scales it to
 * AVATAR_SIZE and writes WebP without metadata (no EXIF location leaves with a profile photo).
 */
export async function processAvatar(bytes: Buffer, crop: TAvatarCrop | null): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(AVATAR_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw invalid({ file: [UNSUPPORTED] }, UNSUPPORTED);
  }
  let width: number;
  let height: number;
  try {
    // Reading the header decodes no pixels, so the size can be checked here and named in the message.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
  } catch {
    throw invalid({ file: [UNREADABLE] }, UNREADABLE);
  }
  if (width * height > MAX_INPUT_PIXELS) {
    const message = `Foto terlalu besar (${width}×${height} piksel). Maksimal ${MAX_INPUT_PIXELS / 1_000_000} megapiksel.`;
    throw invalid({ file: [message] }, message);
  }
  if (width < 1 || height < 1) throw invalid({ file: [UNREADABLE] }, UNREADABLE);
  if (crop && (crop.x + crop.size > width || crop.y + crop.size > height)) {
    const message = 'Area potong berada di luar foto. Pilih ulang area fotonya.';
    throw invalid({ crop: [message] }, message);
  }
  try {
    // Oriented first, so the crop the browser showed is the crop that is made.
    const oriented = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .toBuffer();
    const image = sharp(oriented, { limitInputPixels: MAX_INPUT_PIXELS });
    const square = crop
      ? image.extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size })
      : image;
    return await square
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid({ file: [UNREADABLE] }, UNREADABLE);
  }
}

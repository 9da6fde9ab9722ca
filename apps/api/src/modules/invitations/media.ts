import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import {
  IMAGE_MIME_TYPES,
  IMAGE_WIDTHS,
  type TImageWidth,
  type TInvitationContentDraft,
} from '@undangin/shared';
import { AppError, invalid } from '../../lib/errors';

/**
 * Uploaded files are judged by their bytes, never by their name or declared type. Images are decoded
 * and written again (WebP at three widths, metadata such as EXIF and GPS dropped); music is kept as
 * sent once its container is one of the three a phone plays.
 */

/** A pixel flood (a tiny file declaring a huge picture) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 78;

export type TDetectedMedia =
  | { kind: 'image'; mime: (typeof IMAGE_MIME_TYPES)[number] }
  | { kind: 'music'; mime: 'audio/mpeg' | 'audio/mp4' | 'audio/ogg'; ext: 'mp3' | 'm4a' | 'ogg' };

const MUSIC_BY_EXT: Record<string, Extract<TDetectedMedia, { kind: 'music' }>> = {
  mp3: { kind: 'music', mime: 'audio/mpeg', ext: 'mp3' },
  m4a: { kind: 'music', mime: 'audio/mp4', ext: 'm4a' },
  mp4: { kind: 'music', mime: 'audio/mp4', ext: 'm4a' },
  ogg: { kind: 'music', mime: 'audio/ogg', ext: 'ogg' },
  oga: { kind: 'music', mime: 'audio/ogg', ext: 'ogg' },
  opus: { kind: 'music', mime: 'audio/ogg', ext: 'ogg' },
};

const UNSUPPORTED =
  'Jenis berkas tidak didukung. Unggah foto JPEG, PNG, WebP, AVIF atau GIF, atau musik MP3, M4A atau OGG.';

export async function detectMedia(bytes: Buffer): Promise<TDetectedMedia> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) throw invalid({ file: [UNSUPPORTED] }, UNSUPPORTED);
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    return { kind: 'image', mime: type.mime as (typeof IMAGE_MIME_TYPES)[number] };
  }
  const music = MUSIC_BY_EXT[type.ext];
  // An .mp4 may be a film: only an MPEG-4 container declared as audio is music.
  if (music && (type.ext !== 'mp4' || type.mime.startsWith('audio/'))) return music;
  throw invalid({ file: [UNSUPPORTED] }, UNSUPPORTED);
}

export type TProcessedImage = {
  width: number;
  height: number;
  variants: { width: TImageWidth; body: Buffer }[];
};

const UNREADABLE = 'Gambar rusak atau tidak bisa dibaca. Coba unggah foto lain.';

/** Decodes, orients by EXIF, then writes WebP variants without any metadata. */
export async function processImage(bytes: Buffer): Promise<TProcessedImage> {
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so the size can be judged before any decoding.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid({ file: [UNREADABLE] }, UNREADABLE);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) {
    const message = `Gambar terlalu besar (${width}×${height} piksel). Maksimal ${MAX_INPUT_PIXELS / 1_000_000} megapiksel.`;
    throw invalid({ file: [message] }, message);
  }
  if (width < 1 || height < 1) throw invalid({ file: [UNREADABLE] }, UNREADABLE);
  try {
    const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (target) => ({
        width: target,
        body: await base
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
    const oriented = (meta.orientation ?? 1) >= 5;
    return { width: oriented ? height : width, height: oriented ? width : height, variants };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid({ file: [UNREADABLE] }, UNREADABLE);
  }
}

/** Where an image variant or a music file lives in storage. */
export function mediaStorageKey(key: string, width?: TImageWidth): string {
  return width ? `media/${key}-${width}.webp` : `media/${key}`;
}

/** Every storage key a media record owns. */
export function storageKeysOf(media: { key: string; kind: 'image' | 'music' }): string[] {
  return media.kind === 'image'
    ? IMAGE_WIDTHS.map((w) => mediaStorageKey(media.key, w))
    : [mediaStorageKey(media.key)];
}

/** The media record key a storage key belongs to (the reverse of storageKeysOf), or null outside media/. */
export function mediaKeyOfStorageKey(storageKey: string): string | null {
  if (!storageKey.startsWith('media/')) return null;
  const rest = storageKey.slice('media/'.length);
  const variant = /^(.+)-(\d+)\.webp$/.exec(rest);
  return variant && (IMAGE_WIDTHS as readonly number[]).includes(Number(variant[2])) ? variant[1]! : rest;
}

/** The same-site URL of a stored file; images default to the 960 px variant. */
export function mediaUrl(key: string, width?: TImageWidth): string {
  const path = /\.[a-z0-9]+$/.test(key) ? key : `${key}-${width ?? 960}.webp`;
  return `/u/assets/media/${path}`;
}

/** Every uploaded file the content points at. */
export function referencedMediaKeys(content: TInvitationContentDraft): string[] {
  const keys = [
    content.couple?.bride?.photo?.key,
    content.couple?.groom?.photo?.key,
    content.coverPhoto?.key,
    content.music?.key,
    ...(content.loveStory ?? []).map((entry) => entry.photo?.key),
    ...(content.gallery ?? []).map((image) => image.key),
  ];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { FONT_BASE_URL, FONT_FILES, TEMPLATES } from '@undangin/templates';
import type { TTemplateFonts, TTemplateOptions, TTemplatePalette } from '@undangin/shared';
import { AppError, invalid, notFound } from '../../lib/errors';
import { markUnowned } from '../../plugins/storage-ledger-repository';
import { recordActorAudit } from '../audit/service';
import { MAX_INPUT_PIXELS } from '../invitations/media';
import type { TTemplatesContext } from './context';
import * as repo from './repository';

/**
 * Administrators' side of the template records beyond create, edit and delete: the collection's order,
 * an uploaded thumbnail in place of the design's drawing, and which palette and fonts a record names.
 */

export const THUMBNAIL_PREFIX = 'template-thumbnails/';
export const THUMBNAIL_FILE = /^[0-9a-f]{32}\.webp$/;
const THUMBNAIL_SIZE = { width: 600, height: 800 };
const NOT_FOUND = 'Template tidak ditemukan';

/** Font families the public pages can load: the self-hosted faces of packages/templates. */
export const FONT_FAMILIES: readonly string[] = [
  ...new Set([...FONT_FILES.values()].map((font) => font.family)),
].sort();

/** The designs with their own palette and fonts, and one regular face per family for the form's preview. */
export function templateOptions(): TTemplateOptions {
  const faces = [...FONT_FILES.values()];
  return {
    designs: TEMPLATES.map((meta) => ({
      id: meta.id,
      name: meta.name,
      palette: { ...meta.palette },
      fonts: { ...meta.fonts },
    })),
    fonts: FONT_FAMILIES.map((family) => {
      const own = faces.filter((face) => face.family === family);
      const face =
        own.find((f) => f.style === 'normal' && f.weight === 400) ??
        own.find((f) => f.style === 'normal') ??
        own[0]!;
      return { family, url: `${FONT_BASE_URL}${face.file}` };
    }),
  };
}

export function assertFonts(fonts: TTemplateFonts | undefined): void {
  if (!fonts) return;
  const errors: Record<string, string[]> = {};
  for (const key of ['display', 'body'] as const) {
    if (!FONT_FAMILIES.includes(fonts[key])) {
      errors[`fonts.${key}`] = [`Font harus salah satu dari: ${FONT_FAMILIES.join(', ')}`];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The palette and fonts a design comes with: what a new record starts from. */
export function designDefaults(
  component: string,
): { palette: TTemplatePalette; fonts: TTemplateFonts } | null {
  const meta = TEMPLATES.find((template) => template.id === component);
  return meta ? { palette: { ...meta.palette }, fonts: { ...meta.fonts } } : null;
}

export async function reorderTemplates(ctx: TTemplatesContext, ids: string[]): Promise<void> {
  const rows = await repo.listTemplates(ctx.db, { activeOnly: false });
  const known = new Set(rows.map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw invalid({
      ids: ['Urutan harus memuat setiap template tepat sekali. Muat ulang halaman lalu coba lagi.'],
    });
  }
  await ctx.db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await repo.updateTemplate(tx, id, { sortOrder: (index + 1) * 10, updatedAt: ctx.now });
    }
    await recordActorAudit(tx, ctx, {
      action: 'template.reorder',
      subjectType: 'template',
      before: { order: rows.map((row) => row.slug) },
      after: { order: ids.map((id) => rows.find((row) => row.id === id)!.slug) },
    });
  });
}

const UNSUPPORTED = 'Thumbnail harus berupa gambar JPEG, PNG atau WebP.';
const UNREADABLE = 'Gambar rusak atau tidak bisa dibaca. Coba gambar lain.';

/** Checks the bytes, then writes a 600 × 800 WebP (the collection's 3:4 cards) without metadata. */
async function processThumbnail(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !['image/jpeg', 'image/png', 'image/webp'].includes(type.mime)) {
    throw invalid({ file: [UNSUPPORTED] }, UNSUPPORTED);
  }
  let pixels: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw invalid({ file: [UNREADABLE] }, UNREADABLE);
  }
  if (pixels > MAX_INPUT_PIXELS) {
    const message = `Gambar terlalu besar. Maksimal ${MAX_INPUT_PIXELS / 1_000_000} megapiksel.`;
    throw invalid({ file: [message] }, message);
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...THUMBNAIL_SIZE, fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid({ file: [UNREADABLE] }, UNREADABLE);
  }
}

/** Puts an uploaded picture in place of the design's drawing; the old upload is removed. */
export async function setThumbnail(
  ctx: TTemplatesContext,
  id: string,
  bytes: Buffer | null,
): Promise<repo.TTemplateRow> {
  const current = await repo.findTemplate(ctx.db, id);
  if (!current) throw notFound(NOT_FOUND);
  const body = bytes ? await processThumbnail(bytes) : null;
  const key = body ? `${THUMBNAIL_PREFIX}${randomBytes(16).toString('hex')}.webp` : null;
  if (key && body) await ctx.storage.put(key, body, 'image/webp');
  let row: repo.TTemplateRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      if (current.thumbnailKey) await markUnowned(tx, [current.thumbnailKey], ctx.now);
      const saved = await repo.updateTemplate(tx, id, { thumbnailKey: key, updatedAt: ctx.now });
      await recordActorAudit(tx, ctx, {
        action: key ? 'template.thumbnail_upload' : 'template.thumbnail_remove',
        subjectType: 'template',
        subjectId: id,
        before: { thumbnail: current.thumbnailKey ? 'unggahan' : 'bawaan desain' },
        after: { thumbnail: key ? 'unggahan' : 'bawaan desain' },
      });
      return saved!;
    });
  } catch (err) {
    if (key) await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
  if (current.thumbnailKey) {
    await ctx.storage
      .delete(current.thumbnailKey)
      .catch((err: unknown) =>
        ctx.log.warn({ err, key: current.thumbnailKey }, 'could not delete a thumbnail'),
      );
  }
  return row;
}

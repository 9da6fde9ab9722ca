import { isTemplateId, TEMPLATE_IDS, type THomeTemplate } from '@undangin/templates';
import type { TCreateTemplateBody, TTemplate, TUpdateTemplateBody } from '@undangin/shared';
import { conflict, invalid, notFound } from '../../lib/errors';
import { recordActorAudit } from '../audit/service';
import { isUniqueViolation } from '../../db/errors';
import type { TDbOrTx } from '../../db/client';
import { assertFonts, designDefaults } from './admin';
import type { TTemplatesContext } from './context';
import * as repo from './repository';

const NOT_FOUND = 'Template tidak ditemukan';

export function thumbnailUrl(component: string): string {
  return `/u/assets/thumbnails/${encodeURIComponent(component)}.svg`;
}

/** Where a record's picture and live demo are: its uploaded thumbnail or its design's own drawing. */
function pictureAndDemo(row: repo.TTemplateRow): Pick<TTemplate, 'thumbnailUrl' | 'demoUrl'> {
  return {
    thumbnailUrl: row.thumbnailKey ? `/api/files/${row.thumbnailKey}` : thumbnailUrl(row.component),
    demoUrl: `/u/demo/${row.slug}`,
  };
}

function toTemplate(row: repo.TTemplateRow, inUse: number): TTemplate {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    tier: row.tier,
    component: row.component,
    palette: row.palette,
    fonts: row.fonts,
    sortOrder: row.sortOrder,
    active: row.active,
    ...pictureAndDemo(row),
    inUse,
  };
}

/** A record is drawn by one of the designs of packages/templates. */
function assertDesign(component: string): void {
  if (!isTemplateId(component)) {
    throw invalid({ component: [`Desain template harus salah satu dari: ${TEMPLATE_IDS.join(', ')}`] });
  }
}

async function withUsage(ctx: TTemplatesContext, rows: repo.TTemplateRow[]): Promise<TTemplate[]> {
  const usage = await repo.countUsage(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTemplate(row, usage.get(row.id) ?? 0));
}

/** The active templates as anyone may see them (the visitors' home page): no usage, no inactive record. */
export async function showcaseTemplates(db: TDbOrTx): Promise<THomeTemplate[]> {
  const rows = await repo.listTemplates(db, { activeOnly: true });
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    tier: row.tier,
    component: row.component,
    ...pictureAndDemo(row),
  }));
}

/** Template records: users see the active ones, administrators manage all of them. */
export async function listTemplates(ctx: TTemplatesContext): Promise<TTemplate[]> {
  return withUsage(ctx, await repo.listTemplates(ctx.db, { activeOnly: ctx.actor.role !== 'admin' }));
}

export async function createTemplate(
  ctx: TTemplatesContext,
  body: TCreateTemplateBody & { description: string; sortOrder: number; active: boolean },
) {
  assertDesign(body.component);
  assertFonts(body.fonts);
  const design = designDefaults(body.component);
  body = { ...body, palette: body.palette ?? design?.palette, fonts: body.fonts ?? design?.fonts };
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await repo.insertTemplate(tx, { ...body, createdAt: ctx.now, updatedAt: ctx.now });
      await recordActorAudit(tx, ctx, {
        action: 'template.create',
        subjectType: 'template',
        subjectId: inserted.id,
        after: body,
      });
      return inserted;
    });
    return toTemplate(row, 0);
  } catch (err) {
    if (isUniqueViolation(err, 'templates_slug_unique'))
      throw invalid({ slug: ['Slug template sudah dipakai'] });
    throw err;
  }
}

export async function updateTemplate(
  ctx: TTemplatesContext,
  id: string,
  body: TUpdateTemplateBody,
): Promise<TTemplate> {
  const current = await repo.findTemplate(ctx.db, id);
  if (!current) throw notFound(NOT_FOUND);
  if (body.component !== undefined) assertDesign(body.component);
  assertFonts(body.fonts);
  // A record that moves to another design without naming colours or fonts takes the new design's
  // own, as a new record does: the old design's palette would otherwise be drawn over the new one.
  const design =
    body.component && body.component !== current.component ? designDefaults(body.component) : null;
  if (design) body = { ...body, palette: body.palette ?? design.palette, fonts: body.fonts ?? design.fonts };
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.updateTemplate(tx, id, { ...body, updatedAt: ctx.now });
    await recordActorAudit(tx, ctx, {
      action: 'template.update',
      subjectType: 'template',
      subjectId: id,
      before: {
        name: current.name,
        category: current.category,
        tier: current.tier,
        active: current.active,
        ...(body.component ? { component: current.component } : {}),
        ...(body.palette ? { palette: current.palette } : {}),
        ...(body.fonts ? { fonts: current.fonts } : {}),
      },
      after: body,
    });
    return saved!;
  });
  // Every public page drawn with this record shows the change at once, not after its cache expires.
  if (body.palette || body.fonts || body.component) ctx.events.emit('templates.changed', {});
  return (await withUsage(ctx, [row]))[0]!;
}

export async function removeTemplate(ctx: TTemplatesContext, id: string): Promise<void> {
  const current = await repo.findTemplate(ctx.db, id);
  if (!current) throw notFound(NOT_FOUND);
  const inUse = (await repo.countUsage(ctx.db, [id])).get(id) ?? 0;
  if (inUse > 0) {
    throw conflict(
      `Template ini dipakai ${inUse} undangan sehingga tidak bisa dihapus. Nonaktifkan saja agar tidak bisa dipilih lagi.`,
      'TEMPLATE_IN_USE',
    );
  }
  await ctx.db.transaction(async (tx) => {
    await repo.deleteTemplate(tx, id);
    await recordActorAudit(tx, ctx, {
      action: 'template.delete',
      subjectType: 'template',
      subjectId: id,
      before: { slug: current.slug, name: current.name },
    });
  });
}

import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { insertRow } from '../../db/insert-row';
import { invitations, templates } from '../../db/schema';

export type TTemplateRow = typeof templates.$inferSelect;

export function listTemplates(db: TDbOrTx, options: { activeOnly: boolean }): Promise<TTemplateRow[]> {
  return db
    .select()
    .from(templates)
    .where(options.activeOnly ? eq(templates.active, true) : undefined)
    .orderBy(asc(templates.sortOrder), asc(templates.name));
}

export async function findTemplate(db: TDbOrTx, id: string): Promise<TTemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  return row;
}

export async function findActiveTemplateBySlug(db: TDbOrTx, slug: string): Promise<TTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.slug, slug), eq(templates.active, true)))
    .limit(1);
  return row;
}

/** How many invitations use each template. */
export async function countUsage(db: TDbOrTx, templateIds: string[]): Promise<Map<string, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .select({ templateId: invitations.templateId, n: count() })
    .from(invitations)
    .where(inArray(invitations.templateId, templateIds))
    .groupBy(invitations.templateId);
  return new Map(rows.map((row) => [row.templateId!, row.n]));
}

export const insertTemplate = (db: TDbOrTx, values: typeof templates.$inferInsert) =>
  insertRow(db, templates, values);

/** Adds the template unless one with its slug exists: administrators' edits survive a restart. */
export async function insertTemplateIfMissing(
  db: TDbOrTx,
  values: typeof templates.$inferInsert,
): Promise<void> {
  await db.insert(templates).values(values).onConflictDoNothing({ target: templates.slug });
}

export async function updateTemplate(
  db: TDbOrTx,
  id: string,
  values: Partial<typeof templates.$inferInsert>,
): Promise<TTemplateRow | undefined> {
  const [row] = await db.update(templates).set(values).where(eq(templates.id, id)).returning();
  return row;
}

export async function deleteTemplate(db: TDbOrTx, id: string): Promise<void> {
  await db.delete(templates).where(eq(templates.id, id));
}

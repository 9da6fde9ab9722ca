import type { FastifyInstance } from 'fastify';
import { TEMPLATES } from '@undangin/templates';
import { insertTemplateIfMissing } from './repository';

/** First-run data: one record per template in packages/templates, added once and never overwritten. */
export async function seedTemplates(app: FastifyInstance): Promise<void> {
  for (const [index, meta] of TEMPLATES.entries()) {
    await insertTemplateIfMissing(app.db, {
      slug: meta.slug,
      name: meta.name,
      description: meta.description,
      category: meta.category,
      tier: meta.tier,
      component: meta.id,
      palette: meta.palette,
      fonts: meta.fonts,
      sortOrder: (index + 1) * 10,
      active: true,
    });
  }
}

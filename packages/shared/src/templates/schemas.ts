import { z } from 'zod';
import { text } from '../fields';
import { listOf } from '../list-query';
import { paletteContrastIssues } from './contrast';

/** Contracts of the template records (design.md, API map: templates). */

export const TEMPLATE_TIERS = ['free', 'premium'] as const;
export type TTemplateTierName = (typeof TEMPLATE_TIERS)[number];

export const ZTemplate = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  tier: z.enum(TEMPLATE_TIERS),
  /** The renderer in packages/templates this record uses. */
  component: z.string(),
  palette: z.record(z.string(), z.string()),
  fonts: z.record(z.string(), z.string()),
  sortOrder: z.number().int(),
  active: z.boolean(),
  thumbnailUrl: z.string(),
  /** The template with sample content: /u/demo/<slug>. */
  demoUrl: z.string(),
  /** Invitations using it (administrators see it; a template in use cannot be deleted). */
  inUse: z.number().int(),
});
export type TTemplate = z.infer<typeof ZTemplate>;

export const ZTemplateList = listOf(ZTemplate);
export type TTemplateList = z.infer<typeof ZTemplateList>;

export const ZTemplateIdParams = z.object({ id: z.uuid('ID tidak valid') });

const ZTemplateName = text('Nama template', 1, 80);
const ZTemplateCategory = text('Kategori', 1, 40);
const ZTemplateDescription = z.string().trim().max(300, 'Deskripsi maksimal 300 karakter');

/** The colours a template page is drawn with, as packages/templates names them. */
export const TEMPLATE_PALETTE_KEYS = [
  'background',
  'surface',
  'ink',
  'muted',
  'accent',
  'accentInk',
  'line',
  'cover',
  'coverInk',
] as const;
const ZHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Warna harus berformat #RRGGBB');
export const ZTemplatePalette = z
  .object(
    Object.fromEntries(TEMPLATE_PALETTE_KEYS.map((key) => [key, ZHexColour])) as Record<
      (typeof TEMPLATE_PALETTE_KEYS)[number],
      typeof ZHexColour
    >,
  )
  .superRefine((palette, ctx) => {
    for (const issue of paletteContrastIssues(palette)) {
      ctx.addIssue({ code: 'custom', path: [issue.key], message: issue.message });
    }
  });
export type TTemplatePalette = z.infer<typeof ZTemplatePalette>;

/** Font families by name; the server accepts only the self-hosted ones. */
const ZFontFamily = z.string().trim().min(1, 'Font wajib dipilih').max(60);
export const ZTemplateFonts = z.object({ display: ZFontFamily, body: ZFontFamily });
export type TTemplateFonts = z.infer<typeof ZTemplateFonts>;

/** What the administrators' form chooses from: the designs of packages/templates and the self-hosted fonts. */
export const ZTemplateOptions = z.object({
  designs: z.array(
    z.object({ id: z.string(), name: z.string(), palette: ZTemplatePalette, fonts: ZTemplateFonts }),
  ),
  fonts: z.array(z.object({ family: z.string(), url: z.string() })),
});
export type TTemplateOptions = z.infer<typeof ZTemplateOptions>;

/** The collection's order: every template id, first to last. */
export const ZReorderTemplatesBody = z.object({
  ids: z.array(z.uuid('ID tidak valid')).min(1, 'Urutan template kosong').max(500),
});
export type TReorderTemplatesBody = z.infer<typeof ZReorderTemplatesBody>;

export const TEMPLATE_THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

export const ZCreateTemplateBody = z.object({
  slug: z
    .string({ error: 'Slug wajib diisi' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug hanya boleh huruf kecil, angka dan tanda hubung')
    .min(3, 'Slug minimal 3 karakter')
    .max(60, 'Slug maksimal 60 karakter'),
  name: ZTemplateName,
  description: ZTemplateDescription.default(''),
  category: ZTemplateCategory,
  tier: z.enum(TEMPLATE_TIERS, { error: 'Tier harus free atau premium' }),
  component: z.string({ error: 'Desain template wajib dipilih' }).min(1, 'Desain template wajib dipilih'),
  sortOrder: z.number().int().min(0).max(10_000).default(100),
  active: z.boolean().default(true),
  /** Absent: the chosen design's own palette and fonts. */
  palette: ZTemplatePalette.optional(),
  fonts: ZTemplateFonts.optional(),
});
export type TCreateTemplateBody = z.input<typeof ZCreateTemplateBody>;

export const ZUpdateTemplateBody = z.object({
  name: ZTemplateName.optional(),
  description: ZTemplateDescription.optional(),
  category: ZTemplateCategory.optional(),
  tier: z.enum(TEMPLATE_TIERS, { error: 'Tier harus free atau premium' }).optional(),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
  active: z.boolean().optional(),
  component: z.string().min(1, 'Desain template wajib dipilih').optional(),
  palette: ZTemplatePalette.optional(),
  fonts: ZTemplateFonts.optional(),
});
export type TUpdateTemplateBody = z.infer<typeof ZUpdateTemplateBody>;

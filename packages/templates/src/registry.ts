import { elegantGelap } from './templates/elegan-gelap';
import { geometriIslami } from './templates/geometri-islami';
import { jawaKlasik } from './templates/jawa-klasik';
import { minimalis } from './templates/minimalis';
import { rustik } from './templates/rustik';
import { tamanBunga } from './templates/taman-bunga';
import type { TTemplateDefinition, TTemplateId, TTemplateMeta } from './types';

const DEFINITIONS: Record<TTemplateId, TTemplateDefinition> = {
  'jawa-klasik': jawaKlasik,
  minimalis,
  'taman-bunga': tamanBunga,
  rustik,
  'geometri-islami': geometriIslami,
  'elegan-gelap': elegantGelap,
};

export const TEMPLATE_IDS = Object.keys(DEFINITIONS) as TTemplateId[];

/** The collection as the API seeds it and the template page lists it. */
export const TEMPLATES: readonly TTemplateMeta[] = TEMPLATE_IDS.map((id) => DEFINITIONS[id].meta);

export function isTemplateId(value: unknown): value is TTemplateId {
  return typeof value === 'string' && Object.hasOwn(DEFINITIONS, value);
}

/** The template with this id; an unknown id (a template since removed) falls back to the first one. */
export function getTemplate(id: string): TTemplateDefinition {
  return isTemplateId(id) ? DEFINITIONS[id] : DEFINITIONS['jawa-klasik'];
}

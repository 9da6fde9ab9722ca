import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { TInvitationContentDraft, TPageLanguage } from '@undangin/shared/invitations/content';
import {
  ZUpdateInvitationBody,
  type TInvitation,
  type TUpdateInvitationBody,
} from '@undangin/shared/invitations/schemas';

/**
 * The editor's form mirrors the PATCH body (minus the version), so the API's per-field errors
 * ("content.events.0.venue") land on the very field that caused them.
 */
export const ZEditorValues = ZUpdateInvitationBody.omit({ version: true });

export type TEditorValues = {
  slug: string;
  templateId: string | null;
  pageLanguage: TPageLanguage;
  /** The page language lives beside the content in the form; the server copies it in. */
  content: Omit<TInvitationContentDraft, 'pageLanguage'>;
};

export function toEditorValues(invitation: TInvitation): TEditorValues {
  const { pageLanguage: _ignored, ...content } = invitation.content;
  return {
    slug: invitation.slug,
    templateId: invitation.templateId,
    pageLanguage: invitation.pageLanguage,
    content,
  };
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/**
 * Inputs hold '' where the user typed nothing; the contract wants such a field left out (a name given
 * must not be empty). Blank texts go, blank entries of text lists go, and objects left empty go,
 * but list items stay where they are, so "events.1" still means the second event on screen.
 */
export function pruneEmpty<T>(value: T): T {
  if (Array.isArray(value)) {
    const items = value.filter((item) => typeof item !== 'string' || !isBlank(item));
    return items.map((item) => (typeof item === 'object' && item !== null ? pruneObject(item) : item)) as T;
  }
  if (typeof value === 'object' && value !== null) return (pruneObject(value) ?? {}) as T;
  return value;
}

function pruneObject(value: object): object {
  if (Array.isArray(value)) return pruneEmpty(value);
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (isBlank(raw)) continue;
    const child = typeof raw === 'object' ? pruneObject(raw as object) : raw;
    if (typeof child === 'object' && !Array.isArray(child) && Object.keys(child as object).length === 0) continue;
    out[key] = child;
  }
  return out;
}

/** What the auto-save sends: the pruned form and the version it was edited from. */
export function toUpdateBody(values: TEditorValues, version: number): TUpdateInvitationBody {
  const pruned = pruneEmpty(values);
  return {
    version,
    slug: pruned.slug,
    templateId: pruned.templateId ?? null,
    pageLanguage: pruned.pageLanguage,
    content: pruned.content,
  };
}

/** A short random id for a new list item (an event's id must be stable: RSVPs hang off it). */
export function newItemId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/** Whether the pruned values pass the same checks the server's PATCH runs. */
export function validateEditorValues(values: TEditorValues) {
  return ZEditorValues.safeParse(pruneEmpty(values));
}

/**
 * zodResolver on a shared contract, run on the pruned values so that an untouched input ('') is not
 * reported as an empty name; the form keeps its own raw values.
 */
export function prunedResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  const resolve = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<T>;
  return (values, context, options) => resolve(pruneEmpty(values), context, options);
}

export const editorResolver = prunedResolver<TEditorValues>(ZEditorValues);

/** JSON with keys sorted, so values read back from the server (jsonb reorders keys) compare equal. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, raw: unknown) =>
    raw && typeof raw === 'object' && !Array.isArray(raw)
      ? Object.fromEntries(Object.entries(raw).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : raw,
  );
}

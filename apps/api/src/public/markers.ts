import { randomBytes } from 'node:crypto';
import { partOf, type TPart } from './gzip-parts';

/**
 * Personal pages differ from each other only in a few values (the guest's name, salutation and code,
 * the form token, the QR drawing) and in the RSVP section, which shows a respondent's answers. A page
 * is rendered once with a marker in place of each value and of that section, split at the markers, and
 * each request joins the pieces with its own values and section: no rendering per request. Markers
 * are letters and digits only, so escaping leaves them as they are; a page whose markers did not come
 * through intact (or sit inside a script) is not split, and is rendered whole. Every piece is kept
 * with its compressed form (gzip-parts.ts), so a personal page is not compressed per request either.
 */
export const SLOT_KINDS = ['name', 'salutation', 'code', 'token', 'qr'] as const;
export type TSlotKind = (typeof SLOT_KINDS)[number];
export type TSlotValues = Record<TSlotKind, string>;
/** A value, or the RSVP section ('answers'), whose own pieces go in its place. */
type TSlot = TSlotKind | 'answers';

/** The page's bytes between the markers, encoded and compressed once, and what goes between each two. */
export type TPieces = { segments: TPart[]; slots: TSlot[] };

const LETTER: Record<TSlot, string> = {
  name: 'N',
  salutation: 'S',
  code: 'C',
  token: 'T',
  qr: 'R',
  answers: 'A',
};
const KIND_OF: Record<string, TSlot> = Object.fromEntries(
  Object.entries(LETTER).map(([kind, letter]) => [letter, kind]),
) as Record<string, TSlot>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Escapes as React does for text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** How a value is written where its marker stood: the QR drawing sits in a data: URL inside an attribute. */
export function valuePart(kind: TSlotKind, value: string): TPart {
  return partOf(Buffer.from(escapeHtml(kind === 'qr' ? encodeURIComponent(value) : value), 'utf8'));
}

export function createMarkers() {
  const nonce = randomBytes(12).toString('hex');
  const pattern = new RegExp(`mk${nonce}([${Object.values(LETTER).join('')}])q`, 'g');

  function insideScript(html: string, index: number): boolean {
    return html.lastIndexOf('<script', index) > html.lastIndexOf('</script', index);
  }

  return {
    marker: (slot: TSlot) => `mk${nonce}${LETTER[slot]}q`,

    /** The page split at its markers, or null when it cannot be filled in safely. */
    split(html: string): TPieces | null {
      const segments: string[] = [];
      const slots: TSlot[] = [];
      let last = 0;
      for (const match of html.matchAll(pattern)) {
        if (insideScript(html, match.index)) return null;
        segments.push(html.slice(last, match.index));
        slots.push(KIND_OF[match[1]!]!);
        last = match.index + match[0].length;
      }
      segments.push(html.slice(last));
      if (segments.some((segment) => segment.includes(nonce))) return null;
      return {
        segments: segments.map((segment) => partOf(Buffer.from(segment, 'utf8'), { joinedOften: true })),
        slots,
      };
    },
  };
}

/** The parts of the page for these values (each already encoded) and this RSVP section, in order. */
export function partsOf(pieces: TPieces, values: Record<TSlotKind, TPart>, answers?: TPieces): TPart[] {
  const parts: TPart[] = [pieces.segments[0]!];
  for (let i = 0; i < pieces.slots.length; i++) {
    const slot = pieces.slots[i]!;
    if (slot !== 'answers') parts.push(values[slot]);
    else if (answers) parts.push(...partsOf(answers, values));
    parts.push(pieces.segments[i + 1]!);
  }
  return parts;
}

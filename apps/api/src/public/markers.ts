import { randomBytes } from 'node:crypto';

/**
 * Personal pages differ from each other only in a few values (the guest's name, salutation and code,
 * the form token, the QR drawing). A page is rendered once with a marker in place of each value,
 * split at the markers, and each request joins the pieces with its own values: no rendering per
 * request. Markers are letters and digits only, so escaping leaves them as they are; a page whose
 * markers did not come through intact (or sit inside a script) is not split, and is rendered whole.
 */
export const SLOT_KINDS = ['name', 'salutation', 'code', 'token', 'qr'] as const;
export type TSlotKind = (typeof SLOT_KINDS)[number];
export type TSlotValues = Record<TSlotKind, string>;

/** The page's bytes between the markers, encoded once, and which value goes between each two. */
export type TPieces = { segments: Buffer[]; slots: TSlotKind[] };

const LETTER: Record<TSlotKind, string> = { name: 'N', salutation: 'S', code: 'C', token: 'T', qr: 'R' };
const KIND_OF: Record<string, TSlotKind> = Object.fromEntries(
  SLOT_KINDS.map((kind) => [LETTER[kind], kind]),
) as Record<string, TSlotKind>;

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

/** How each value is written where its marker stood: the QR drawing sits in a data: URL inside an attribute. */
function encode(kind: TSlotKind, value: string): string {
  return escapeHtml(kind === 'qr' ? encodeURIComponent(value) : value);
}

export function createMarkers() {
  const nonce = randomBytes(12).toString('hex');
  const pattern = new RegExp(`mk${nonce}([${Object.values(LETTER).join('')}])q`, 'g');

  function insideScript(html: string, index: number): boolean {
    return html.lastIndexOf('<script', index) > html.lastIndexOf('</script', index);
  }

  return {
    marker: (kind: TSlotKind) => `mk${nonce}${LETTER[kind]}q`,

    /** The page split at its markers, or null when it cannot be filled in safely. */
    split(html: string): TPieces | null {
      const segments: string[] = [];
      const slots: TSlotKind[] = [];
      let last = 0;
      for (const match of html.matchAll(pattern)) {
        if (insideScript(html, match.index)) return null;
        segments.push(html.slice(last, match.index));
        slots.push(KIND_OF[match[1]!]!);
        last = match.index + match[0].length;
      }
      segments.push(html.slice(last));
      if (segments.some((segment) => segment.includes(nonce))) return null;
      return { segments: segments.map((segment) => Buffer.from(segment, 'utf8')), slots };
    },
  };
}

/** The page for these values, as bytes: copying encoded pieces is cheaper than building a string. */
export function assemble(pieces: TPieces, values: TSlotValues): Buffer {
  const encoded: Partial<Record<TSlotKind, Buffer>> = {};
  const parts: Buffer[] = [pieces.segments[0]!];
  for (let i = 0; i < pieces.slots.length; i++) {
    const kind = pieces.slots[i]!;
    parts.push((encoded[kind] ??= Buffer.from(encode(kind, values[kind]), 'utf8')), pieces.segments[i + 1]!);
  }
  return Buffer.concat(parts);
}

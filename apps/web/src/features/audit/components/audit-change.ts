/** One line per changed field: "role: user → admin". Values that are not text are shown as JSON. */
export function describeChange(before: unknown, after: unknown): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => {
      if (!(key in b)) return `${key}: ${show(a[key])}`;
      if (!(key in a)) return `${key}: ${show(b[key])} → –`;
      return `${key}: ${show(b[key])} → ${show(a[key])}`;
    });
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** "user.role_change" → "user_role_change": i18n keys nest on dots. */
export const actionKey = (action: string) => action.replace(/\./g, '_');

type TRecorded = { before: unknown; after: unknown };

/** A text value as the entry left it: its `after` where it names the key (null there is cleared), else `before`. */
function recordedText(entry: TRecorded, key: string): string | null {
  const after = asRecord(entry.after);
  const value = key in after ? after[key] : asRecord(entry.before)[key];
  return typeof value === 'string' && value ? value : null;
}

/** The reason an administrator gave (a suspension, a rejection, a take-down), while it stands. */
export function auditReason(entry: TRecorded): string | null {
  return recordedText(entry, 'reason') ?? recordedText(entry, 'suspendedReason');
}

/** An action no sentence knows yet, readable: "invitation.bulk_archive" → "invitation bulk archive". */
export const readableAction = (action: string) => action.replace(/[._]+/g, ' ').trim();

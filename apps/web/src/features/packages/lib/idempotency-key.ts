/**
 * A random key naming one purchase attempt. getRandomValues works on plain-http pages too, where
 * crypto.randomUUID does not (a phone opening the app at http://192.168.x.x).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `beli-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

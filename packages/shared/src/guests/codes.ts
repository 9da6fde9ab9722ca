const CODE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What a scanned QR or a typed code names: the QR holds the personal link (so a phone camera opens the
 * invitation), and the code is its last path segment; a bare code is taken as it is. Shared because the
 * usher app reads codes offline too.
 */
export function codeFromScan(scanned: string): string | null {
  const text = scanned.trim();
  if (CODE.test(text)) return text;
  try {
    const url = new URL(text);
    const segments = url.pathname.split('/').filter(Boolean);
    if (segments.length === 3 && segments[0] === 'u' && CODE.test(segments[2]!)) return segments[2]!;
  } catch {
    return null;
  }
  return null;
}

/**
 * The text whose SHA-256 (lower-case hex) the usher app's offline list holds instead of a guest's
 * personal code: the phone matches a scanned QR without ever holding a code that answers as the guest.
 */
export function doorCodeHashInput(invitationId: string, code: string): string {
  return `${invitationId}:${code}`;
}

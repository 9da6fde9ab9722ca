/**
 * The WhatsApp link that opens a chat with the guest and the message typed in: wa.me takes the
 * number as digits only (no plus, no spaces) and the text percent-encoded as UTF-8, so emoji and line
 * breaks arrive as written.
 */
export function waMeUrl(phone: string, message: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

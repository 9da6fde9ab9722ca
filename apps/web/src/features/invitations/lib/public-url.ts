/** The general link guests open, absolute so it can be pasted into WhatsApp. */
export function absolutePublicUrl(publicUrl: string): string {
  return new URL(publicUrl, window.location.origin).toString();
}

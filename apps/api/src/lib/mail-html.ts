/** The mails' shared look: one inline-styled page that every mail client shows alike. */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The closing lines, in the plain text and the HTML alike. */
export const SIGNATURE = ['Salam hangat,', 'Tim Undangin'];

export const mailParagraph = (line: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(line)}</p>`;

/** The letter's one action, drawn as a button. */
export const mailButton = (link: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#00796b;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** For clients that break the button: the same link, shown in full to copy. */
export const mailLinkFallback = (link: string) => {
  const href = escapeHtml(link);
  return `<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:#4b5563">Jika tombol tidak berfungsi, salin tautan ini ke browsermu:<br><a href="${href}" style="color:#00796b;word-break:break-all">${href}</a></p>`;
};

/** The page around a letter's parts (each already HTML, one per line): the brand above, the signature below. */
export function mailHtml(subject: string, parts: string[]): string {
  return `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Inter,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#00796b">undangin<span style="color:#ff6f61">.</span></p>
${[...parts, ...SIGNATURE.map(mailParagraph)].join('\n')}
</div>
</body>
</html>`;
}

import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_HOURS } from '@undangin/shared';

export type TMailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type TLetter = { greeting: string; before: string; action: string; link: string; after: string[] };

/** One letter, two parts: plain text for every client and simple inline-styled HTML. */
export function compose(subject: string, letter: TLetter): TMailContent {
  const text = [
    letter.greeting,
    '',
    letter.before,
    '',
    letter.link,
    '',
    ...letter.after.flatMap((line) => [line, '']),
    'Salam hangat,',
    'Tim Undangin',
  ].join('\n');
  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(line)}</p>`;
  const href = escapeHtml(letter.link);
  const html = `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Inter,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#00796b">undangin<span style="color:#ff6f61">.</span></p>
${paragraph(letter.greeting)}
${paragraph(letter.before)}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#00796b;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(letter.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:#4b5563">Jika tombol tidak berfungsi, salin tautan ini ke browsermu:<br><a href="${href}" style="color:#00796b;word-break:break-all">${href}</a></p>
${letter.after.map(paragraph).join('\n')}
${paragraph('Salam hangat,')}
${paragraph('Tim Undangin')}
</div>
</body>
</html>`;
  return { subject, text, html };
}

export function verificationMail(name: string, link: string): TMailContent {
  return compose('Konfirmasi email akun Undangin kamu', {
    greeting: `Halo ${name},`,
    before: 'Terima kasih telah mendaftar di Undangin. Konfirmasi alamat emailmu melalui tautan berikut:',
    action: 'Konfirmasi email',
    link,
    after: [
      `Tautan ini berlaku selama ${EMAIL_VERIFICATION_TTL_HOURS} jam.`,
      'Jika kamu tidak merasa mendaftar di Undangin, abaikan email ini.',
    ],
  });
}

export function resetPasswordMail(name: string, link: string): TMailContent {
  return compose('Atur ulang password Undangin', {
    greeting: `Halo ${name},`,
    before:
      'Kami menerima permintaan untuk mengatur ulang password akun Undangin kamu. Buat password baru melalui tautan berikut:',
    action: 'Atur ulang password',
    link,
    after: [
      `Tautan ini berlaku selama ${PASSWORD_RESET_TTL_HOURS} jam dan hanya dapat digunakan sekali. Setelah password diganti, semua sesi yang masih masuk akan berakhir.`,
      'Jika kamu tidak meminta pengaturan ulang password, abaikan email ini; passwordmu tidak berubah.',
    ],
  });
}

import { formatRupiah } from '@undangin/shared';
import type { TMail } from '../../../plugins/mail';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const DATE = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' });

export function formatDate(date: Date): string {
  return DATE.format(date);
}

type TLetter = { to: string; subject: string; name: string; lines: string[]; action: string; link: string };

/** Plain text for every client and simple inline-styled HTML, like the account mails. */
function compose(letter: TLetter): TMail {
  const text = [
    `Halo ${letter.name},`,
    '',
    ...letter.lines.flatMap((l) => [l, '']),
    letter.link,
    '',
    'Salam hangat,',
    'Tim Undangin',
  ].join('\n');
  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(line)}</p>`;
  const href = escapeHtml(letter.link);
  const html = `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Inter,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#00796b">undangin<span style="color:#ff6f61">.</span></p>
${paragraph(`Halo ${letter.name},`)}
${letter.lines.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#00796b;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(letter.action)}</a></p>
${paragraph('Salam hangat,')}
${paragraph('Tim Undangin')}
</div>
</body>
</html>`;
  return { to: letter.to, subject: letter.subject, text, html };
}

export function paymentVerifiedMail(input: {
  to: string;
  name: string;
  invoiceNumber: string;
  amount: number;
  packageName: string;
  invitationTitle: string;
  activeUntil: Date;
  link: string;
}): TMail {
  return compose({
    to: input.to,
    subject: `Pembayaran ${input.invoiceNumber} terverifikasi`,
    name: input.name,
    lines: [
      `Pembayaran ${input.invoiceNumber} sebesar ${formatRupiah(input.amount)} telah kami terima dan verifikasi.`,
      `Paket ${input.packageName} untuk undangan ${input.invitationTitle} sudah aktif hingga ${formatDate(input.activeUntil)}.`,
      'Terima kasih telah memakai Undangin. Semoga hari bahagia kalian lancar.',
    ],
    action: 'Lihat transaksi',
    link: input.link,
  });
}

export function paymentRejectedMail(input: {
  to: string;
  name: string;
  invoiceNumber: string;
  reason: string;
  expiresAt: Date;
  link: string;
}): TMail {
  return compose({
    to: input.to,
    subject: `Konfirmasi pembayaran ${input.invoiceNumber} ditolak`,
    name: input.name,
    lines: [
      `Konfirmasi pembayaran ${input.invoiceNumber} belum dapat kami terima dengan alasan: ${input.reason}`,
      `Kirim konfirmasi yang benar sebelum ${formatDate(input.expiresAt)}, atau balas email ini bila kamu merasa sudah membayar dengan benar.`,
    ],
    action: 'Konfirmasi ulang',
    link: input.link,
  });
}

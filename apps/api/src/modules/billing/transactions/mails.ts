import { formatRupiah } from '@undangin/shared';
import { mailButton, mailHtml, mailParagraph, SIGNATURE } from '../../../lib/mail-html';
import type { TMail } from '../../../plugins/mail';

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
    ...SIGNATURE,
  ].join('\n');
  const html = mailHtml(letter.subject, [
    mailParagraph(`Halo ${letter.name},`),
    letter.lines.map(mailParagraph).join('\n'),
    mailButton(letter.link, letter.action),
  ]);
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

import { formatRupiah, TIME_ZONE_IANA, type TPageEndWarning, type TTimeZone } from '@undangin/shared';
import { mailButton, mailHtml, mailParagraph, SIGNATURE } from '../../../lib/mail-html';
import type { TMail } from '../../../plugins/mail';

const DATE = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' });

export function formatDate(date: Date): string {
  return DATE.format(date);
}

const zoned = (zone: TTimeZone) =>
  new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE_IANA[zone] });
const ZONED: Record<TTimeZone, Intl.DateTimeFormat> = { WIB: zoned('WIB'), WITA: zoned('WITA'), WIT: zoned('WIT') };

/** A date and time in an invitation's zone, labelled, as its page and the editor show them. */
function formatZoned(date: Date, zone: TTimeZone): string {
  return `${ZONED[zone].format(date)} ${zone}`;
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

/**
 * A week and a day before an invitation's page stops: when, what that means for its guests, and the
 * one step to extend. When the end comes before the last event or within the week after it, it says so.
 */
export function planEndingMail(input: {
  to: string;
  name: string;
  invitationTitle: string;
  activeUntil: Date;
  timeZone: TTimeZone;
  lastDay: boolean;
  warning: { kind: TPageEndWarning; eventName: string; eventStart: Date; eventZone: TTimeZone } | null;
  link: string;
}): TMail {
  const until = formatZoned(input.activeUntil, input.timeZone);
  const event = input.warning && `${input.warning.eventName} (${formatZoned(input.warning.eventStart, input.warning.eventZone)})`;
  return compose({
    to: input.to,
    subject: input.lastDay
      ? `Kurang dari sehari lagi: halaman undangan ${input.invitationTitle} berhenti bisa dibuka tamu`
      : `Halaman undangan ${input.invitationTitle} bisa dibuka tamu sampai ${until}`,
    name: input.name,
    lines: [
      `Halaman undangan ${input.invitationTitle} bisa dibuka tamu sampai ${until}. Setelah itu tamu hanya melihat pemberitahuan bahwa masa aktifnya telah berakhir.`,
      ...(input.warning?.kind === 'beforeLastEvent'
        ? [`Itu sebelum acaramu, ${event}: tanpa perpanjangan, tamu tidak bisa membuka undangannya di hari acara.`]
        : input.warning?.kind === 'soonAfterLastEvent'
          ? [`Itu kurang dari seminggu setelah acaramu, ${event}: tamu sering membukanya lagi untuk melihat foto dan mengirim ucapan.`]
          : []),
      'Perpanjang masa aktifnya dengan memilih paket untuk undangan ini.',
    ],
    action: 'Perpanjang masa aktif',
    link: input.link,
  });
}

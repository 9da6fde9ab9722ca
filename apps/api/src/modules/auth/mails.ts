import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_HOURS } from '@undangin/shared';
import { mailButton, mailHtml, mailLinkFallback, mailParagraph, SIGNATURE } from '../../lib/mail-html';

export type TMailContent = { subject: string; text: string; html: string };

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
    ...SIGNATURE,
  ].join('\n');
  const html = mailHtml(subject, [
    mailParagraph(letter.greeting),
    mailParagraph(letter.before),
    mailButton(letter.link, letter.action),
    mailLinkFallback(letter.link),
    letter.after.map(mailParagraph).join('\n'),
  ]);
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

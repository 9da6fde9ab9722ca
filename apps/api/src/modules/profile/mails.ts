import { EMAIL_VERIFICATION_TTL_HOURS } from '@undangin/shared';
import { compose, type TMailContent } from '../auth/mails';

/** To the new address: the link that makes it the account's address. */
export function emailChangeMail(name: string, newEmail: string, link: string): TMailContent {
  return compose('Konfirmasi alamat email barumu', {
    greeting: `Halo ${name},`,
    before: `Kamu meminta mengganti email akun Undangin menjadi ${newEmail}. Konfirmasi alamat ini melalui tautan berikut:`,
    action: 'Konfirmasi email baru',
    link,
    after: [
      `Tautan ini berlaku selama ${EMAIL_VERIFICATION_TTL_HOURS} jam. Sampai dikonfirmasi, akun tetap memakai email lama.`,
      'Jika kamu tidak meminta perubahan ini, abaikan email ini.',
    ],
  });
}

/** To the old address: a warning, so a stolen session cannot move the account away unnoticed. */
export function emailChangeNoticeMail(name: string, newEmail: string, profileLink: string): TMailContent {
  return compose('Permintaan penggantian email akun Undangin', {
    greeting: `Halo ${name},`,
    before: `Ada permintaan untuk mengganti email akun Undangin kamu menjadi ${newEmail}. Email ini baru berlaku setelah dikonfirmasi dari alamat baru tersebut.`,
    action: 'Buka pengaturan profil',
    link: profileLink,
    after: ['Jika bukan kamu yang memintanya, segera ganti passwordmu.'],
  });
}

export function passwordChangedMail(name: string, profileLink: string): TMailContent {
  return compose('Password akun Undangin kamu telah diganti', {
    greeting: `Halo ${name},`,
    before: 'Password akun Undangin kamu baru saja diganti, dan semua sesi di perangkat lain telah diakhiri.',
    action: 'Buka pengaturan password',
    link: profileLink,
    after: ['Jika bukan kamu yang menggantinya, segera atur ulang password melalui halaman "Lupa Password".'],
  });
}

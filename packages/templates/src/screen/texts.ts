import type { TLocale } from '@undangin/shared';

/** The greeting screen's words in the dashboard's three languages (Indonesian first). */
export type TScreenTexts = {
  title: string;
  eyebrow: string;
  welcome: string;
  thanks: string;
  wishes: string;
  noWishes: string;
  photo: string;
  reconnecting: string;
  closedTitle: string;
  closed: string;
};

export const SCREEN_TEXTS: Record<TLocale, TScreenTexts> = {
  id: {
    title: 'Layar Sapa',
    eyebrow: 'Pernikahan',
    welcome: 'Selamat datang,',
    thanks: 'Terima kasih telah hadir',
    wishes: 'Ucapan & Doa',
    noWishes: 'Ucapan dan doa dari para tamu akan tampil di sini.',
    photo: 'Foto pasangan',
    reconnecting: 'Menyambung ulang…',
    closedTitle: 'Layar tidak tersedia',
    closed: 'Tautan layar ini tidak berlaku atau sudah dicabut pemilik undangan.',
  },
  en: {
    title: 'Greeting screen',
    eyebrow: 'The wedding of',
    welcome: 'Welcome,',
    thanks: 'Thank you for coming',
    wishes: 'Wishes & Prayers',
    noWishes: 'Wishes and prayers from the guests will appear here.',
    photo: 'Photo of the couple',
    reconnecting: 'Reconnecting…',
    closedTitle: 'Screen unavailable',
    closed: 'This screen link is no longer valid or was revoked by the couple.',
  },
  ar: {
    title: 'شاشة الترحيب',
    eyebrow: 'حفل زفاف',
    welcome: 'أهلاً وسهلاً،',
    thanks: 'شكراً لحضوركم',
    wishes: 'التهاني والدعوات',
    noWishes: 'ستظهر هنا تهاني الضيوف ودعواتهم.',
    photo: 'صورة العروسين',
    reconnecting: 'جارٍ إعادة الاتصال…',
    closedTitle: 'الشاشة غير متاحة',
    closed: 'رابط الشاشة هذا لم يعد صالحاً أو ألغاه صاحبا الدعوة.',
  },
};

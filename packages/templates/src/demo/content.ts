import type { TInvitationContent } from '@undangin/shared';
import type { TPageGuest, TWishItem } from '../types';

/**
 * Sample content for every template's demo and the editor's first look. Its images are drawings
 * shipped in this package (demo/assets.ts); nothing comes from another site.
 */
export const DEMO_CONTENT: TInvitationContent = {
  couple: {
    bride: {
      fullName: 'Anindya Kirana Putri',
      nickname: 'Anin',
      photo: { key: 'demo/bride', alt: 'Ilustrasi potret Anin' },
      father: 'Hendra Wijaya',
      mother: 'Sri Lestari',
      instagram: 'anindya.kirana',
    },
    groom: {
      fullName: 'Raka Aditya Pratama',
      nickname: 'Raka',
      photo: { key: 'demo/groom', alt: 'Ilustrasi potret Raka' },
      father: 'Bambang Sutrisno',
      mother: 'Ratna Dewi',
      instagram: 'raka.aditya',
    },
    whichFirst: 'bride',
  },
  events: [
    {
      id: 'akad',
      kind: 'akad',
      date: '2027-09-11',
      startTime: '08:00',
      endTime: '10:00',
      timeZone: 'WIB',
      venue: 'Masjid Agung Al-Ikhlas',
      address: 'Jl. Kaliurang Km 5 No. 12, Sleman, Yogyakarta',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=-7.7559,110.3818',
      lat: -7.7559,
      lng: 110.3818,
    },
    {
      id: 'resepsi',
      kind: 'resepsi',
      date: '2027-09-11',
      startTime: '11:00',
      endTime: '14:00',
      timeZone: 'WIB',
      venue: 'Pendopo Agung Kusuma',
      address: 'Jl. Rotowijayan No. 7, Kadipaten, Kraton, Yogyakarta',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=-7.8052,110.3642',
    },
  ],
  coverPhoto: { key: 'demo/cover', alt: 'Ilustrasi sepasang pengantin di bawah lengkung bunga' },
  openingQuote: {
    text: 'Dan di antara tanda-tanda kebesaran-Nya ialah Dia menciptakan pasangan-pasangan untukmu dari jenismu sendiri, agar kamu cenderung dan merasa tenteram kepadanya, dan Dia menjadikan di antaramu rasa kasih dan sayang.',
    source: 'QS. Ar-Rum: 21',
  },
  loveStory: [
    {
      id: 'kenal',
      date: 'Maret 2019',
      title: 'Pertama Bertemu',
      text: 'Kami berkenalan di sebuah lokakarya fotografi di Kotagede. Satu payung berdua saat hujan sore itu menjadi awal segalanya.',
    },
    {
      id: 'jadian',
      date: 'Desember 2021',
      title: 'Menjalin Kasih',
      text: 'Setelah dua tahun bersahabat, kami memutuskan untuk melangkah bersama.',
      photo: { key: 'demo/story', alt: 'Ilustrasi dua cangkir kopi di meja' },
    },
    {
      id: 'lamaran',
      date: 'Februari 2027',
      title: 'Lamaran',
      text: 'Dengan restu kedua keluarga, Raka melamar Anin di rumah keluarga di Sleman.',
    },
  ],
  // The drawings demo/gallery-1 to -6 (demo/assets.ts), in order.
  gallery: [
    'Ilustrasi matahari terbit di atas perbukitan',
    'Ilustrasi sepasang cincin pernikahan',
    'Ilustrasi buket bunga mawar',
    'Ilustrasi senja di pantai',
    'Ilustrasi lampion di malam hari',
    'Ilustrasi pepohonan pinus berkabut',
  ].map((alt, index) => ({ key: `demo/gallery-${index + 1}`, alt })),
  giftAccounts: [
    { id: 'bca', type: 'bank', provider: 'BCA', number: '1234567890', holder: 'Anindya Kirana Putri' },
    {
      id: 'gopay',
      type: 'ewallet',
      provider: 'GoPay',
      number: '0812-3456-7890',
      holder: 'Raka Aditya Pratama',
    },
  ],
  giftAddress: {
    recipient: 'Anindya Kirana Putri',
    address: 'Jl. Kaliurang Km 7, Perum Griya Asri B-12, Sleman, Yogyakarta 55581',
  },
  liveStreamUrl: 'https://www.youtube.com/@undangin',
  dressCode: {
    text: 'Batik atau busana formal bernuansa pastel.',
    colors: ['#E8D5C4', '#B9C9B3', '#C9B8D8'],
  },
  turutMengundang: ['Keluarga Besar Wijaya', 'Keluarga Besar Sutrisno', 'Rekan-rekan Studio Cahaya'],
  settings: {
    rsvpEnabled: true,
    rsvpDeadline: '2027-09-04',
    defaultPax: 2,
    wishesEnabled: true,
    wishesModeration: false,
  },
  pageLanguage: 'id',
};

/** The smallest content a page can be published with. */
export const MINIMAL_CONTENT: TInvitationContent = {
  couple: { bride: { fullName: 'Sari Wulandari' }, groom: { fullName: 'Yoga Pratama' } },
  events: [
    {
      id: 'resepsi',
      kind: 'resepsi',
      date: '2027-11-20',
      startTime: '19:00',
      timeZone: 'WITA',
      venue: 'Gedung Serbaguna',
    },
  ],
};

export const DEMO_GUEST: TPageGuest = {
  name: 'Budi Santoso',
  salutation: 'Bapak',
  code: 'demo-tamu',
  quota: 2,
};

export const DEMO_WISHES: TWishItem[] = [
  {
    id: 'w4',
    name: 'Dewi & Keluarga',
    message:
      'Selamat menempuh hidup baru, Anin dan Raka! Semoga menjadi keluarga yang sakinah, mawaddah, warahmah.',
    attendance: 'hadir',
    createdAt: '2027-08-20T09:15:00.000Z',
  },
  {
    id: 'w3',
    name: 'Tim Studio Cahaya',
    message: 'Bahagia selalu untuk kalian berdua. Sampai jumpa di pendopo!',
    attendance: 'hadir',
    createdAt: '2027-08-18T13:40:00.000Z',
  },
  {
    id: 'w2',
    name: 'Fajar',
    message: 'Maaf belum bisa datang, doa terbaik dari Makassar.',
    attendance: 'tidak_hadir',
    createdAt: '2027-08-15T02:05:00.000Z',
  },
];

import type { FastifyInstance } from 'fastify';
import { countPackages, insertPackages, type TPackageInsert } from './repository';

/**
 * The packages a fresh install sells. Prices follow what Indonesian digital-invitation services ask;
 * administrators change them on /packages. Gratis is the default every invitation starts on.
 */
export const SEED_PACKAGES: TPackageInsert[] = [
  {
    code: 'gratis',
    name: 'Gratis',
    description: 'Coba Undangin: undangan aktif 14 hari dengan template gratis.',
    price: 0,
    guestLimit: 25,
    activeDays: 14,
    galleryLimit: 4,
    templateTier: 'free',
    musicUpload: false,
    qrCheckin: false,
    wishesModeration: false,
    showBranding: true,
    sortOrder: 0,
    isDefault: true,
  },
  {
    code: 'basic',
    name: 'Basic',
    description: 'Untuk acara keluarga: tamu lebih banyak, musik sendiri, tanpa tanda Undangin.',
    price: 49_000,
    guestLimit: 150,
    activeDays: 60,
    galleryLimit: 10,
    templateTier: 'free',
    musicUpload: true,
    qrCheckin: false,
    wishesModeration: true,
    showBranding: false,
    sortOrder: 1,
  },
  {
    code: 'premium',
    name: 'Premium',
    description: 'Template premium, buku tamu digital dengan check-in QR, aktif 6 bulan.',
    price: 99_000,
    guestLimit: 500,
    activeDays: 180,
    galleryLimit: 30,
    templateTier: 'premium',
    musicUpload: true,
    qrCheckin: true,
    wishesModeration: true,
    showBranding: false,
    sortOrder: 2,
  },
  {
    code: 'eksklusif',
    name: 'Eksklusif',
    description: 'Untuk resepsi besar: hingga 2.000 tamu, galeri lengkap, aktif setahun penuh.',
    price: 199_000,
    guestLimit: 2000,
    activeDays: 365,
    galleryLimit: 60,
    templateTier: 'premium',
    musicUpload: true,
    qrCheckin: true,
    wishesModeration: true,
    showBranding: false,
    sortOrder: 3,
  },
];

/** Loads the packages on first start only: what administrators later delete stays deleted. */
export async function seedPackages(app: FastifyInstance): Promise<void> {
  if ((await countPackages(app.db)) > 0) return;
  await insertPackages(app.db, SEED_PACKAGES);
}

import type { TPackage } from '@undangin/shared/billing/schemas';

/** A package as GET /api/packages answers it: a free, modest one unless `extra` says otherwise. */
export const packageFixture = (extra: Partial<TPackage> = {}): TPackage => ({
  id: 'id-gratis',
  code: 'gratis',
  name: 'Gratis',
  description: '',
  price: 0,
  guestLimit: 25,
  activeDays: 14,
  galleryLimit: 0,
  templateTier: 'free',
  musicUpload: false,
  qrCheckin: false,
  wishesModeration: false,
  showBranding: true,
  sortOrder: 0,
  active: true,
  isDefault: false,
  inUse: false,
  ...extra,
});

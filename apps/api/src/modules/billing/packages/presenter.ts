import type { TBankAccount, TPackage } from '@undangin/shared';
import type { TBankAccountRow, TPackageWithUse } from './repository';

export function toPackage(row: TPackageWithUse): TPackage {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    price: row.price,
    guestLimit: row.guestLimit,
    activeDays: row.activeDays,
    galleryLimit: row.galleryLimit,
    templateTier: row.templateTier,
    musicUpload: row.musicUpload,
    qrCheckin: row.qrCheckin,
    wishesModeration: row.wishesModeration,
    showBranding: row.showBranding,
    sortOrder: row.sortOrder,
    active: row.active,
    isDefault: row.isDefault,
    inUse: row.inUse,
  };
}

export function toBankAccount(row: TBankAccountRow): TBankAccount {
  return {
    id: row.id,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    active: row.active,
    sortOrder: row.sortOrder,
  };
}

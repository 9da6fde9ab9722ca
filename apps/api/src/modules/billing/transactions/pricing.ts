import { formatRupiah, upgradeCredit } from '@undangin/shared';
import { invalid } from '../../../lib/errors';
import { isPlanExpired, type TResolvedPlan } from '../../invitations/entitlements';
import { daysLeft } from '../packages/plan';
import type { TPackageRow } from '../packages/repository';

export type TQuote = {
  packagePrice: number;
  credit: number;
  /** The days of the current period the credit pays back. */
  creditDays: number;
  previousPackageId: string | null;
};

/**
 * What buying `target` for an invitation costs. The same package again extends it at full price; a
 * higher package while a paid one is active costs its price less the unused days of the current
 * period (upgradeCredit); a lower or equally priced one is refused.
 */
export function quote(current: TResolvedPlan, target: TPackageRow, now: Date): TQuote {
  if (target.isDefault || target.price === 0) {
    throw invalid({ packageId: [`Paket ${target.name} gratis dan sudah berlaku tanpa pembayaran.`] });
  }
  if (!target.active) throw invalid({ packageId: ['Paket ini sedang tidak dijual. Pilih paket lain.'] });
  const full: TQuote = { packagePrice: target.price, credit: 0, creditDays: 0, previousPackageId: null };
  if (!current.bought || isPlanExpired(current, now) || current.package.id === target.id) return full;
  if (target.price <= current.package.price) {
    throw invalid({
      packageId: [
        `Undangan ini sedang memakai paket ${current.package.name} (${formatRupiah(current.package.price)}). ` +
          'Pilih paket yang lebih tinggi, atau perpanjang paket yang sama.',
      ],
    });
  }
  const { credit, days } = upgradeCredit(current.package, daysLeft(current.activeUntil, now));
  return { packagePrice: target.price, credit, creditDays: days, previousPackageId: current.package.id };
}

import { upgradeCredit } from '@undangin/shared/billing/proration';
import type { TInvitationPlan, TPackage } from '@undangin/shared/billing/schemas';

export type TOffer =
  | { kind: 'current-free' }
  | { kind: 'not-for-sale' }
  | { kind: 'lower' }
  | { kind: 'buy'; price: number }
  | { kind: 'renew'; price: number }
  | { kind: 'upgrade'; price: number; credit: number; days: number };

/**
 * What choosing `pkg` would mean for the invitation, as the server prices it: the free package needs
 * no purchase, the same package renews at full price, a higher one while a paid package is active
 * costs its price less the unused days of the current period, a lower one is not offered. The server
 * computes the amount that counts.
 */
export function offerFor(pkg: TPackage, plan: TInvitationPlan | undefined): TOffer {
  if (pkg.isDefault || pkg.price === 0) return { kind: 'current-free' };
  if (!pkg.active) return { kind: 'not-for-sale' };
  const current = plan?.package;
  const paidAndActive = current && !current.isDefault && !plan.expired;
  if (!paidAndActive) return { kind: 'buy', price: pkg.price };
  if (current.id === pkg.id) return { kind: 'renew', price: pkg.price };
  if (pkg.price <= current.price) return { kind: 'lower' };
  const { credit, days } = upgradeCredit(current, plan.daysLeft);
  return { kind: 'upgrade', price: pkg.price - credit, credit, days };
}

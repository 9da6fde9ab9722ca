import { later } from '../../../lib/instants';
import { addDays, type TResolvedPlan } from '../../invitations/entitlements';
import type { TPackageRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left, rounded up so the last afternoon still counts as a day; 0 once it ended. */
export function daysLeft(activeUntil: Date, now: Date): number {
  return Math.max(0, Math.ceil((activeUntil.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The end of the active period after buying `bought`:
 * - the same package again extends from the current end (or from now once it has ended);
 * - an upgrade from an active paid package runs its own period from now; the unused days of the
 *   current period were paid back as the order's credit, so they are not added again, and only days
 *   bought beyond that period (renewals paid ahead) carry over;
 * - from the free package (or an ended one) it runs its period from now, never shortening what is left.
 */
export function nextActiveUntil(current: TResolvedPlan, bought: TPackageRow, now: Date): Date {
  const currentEnd = current.activeUntil;
  if (current.bought && current.package.id === bought.id) {
    return addDays(later(currentEnd, now), bought.activeDays);
  }
  const fresh = addDays(now, bought.activeDays);
  if (current.bought) {
    return addDays(fresh, Math.max(0, daysLeft(currentEnd, now) - current.package.activeDays));
  }
  return later(currentEnd, fresh);
}

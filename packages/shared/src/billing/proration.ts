/**
 * What an upgrade pays back for the package it replaces: the unused days of that package's current
 * period, at the price it was bought for. Days beyond one period (renewals bought ahead) are not paid
 * back in money; they carry over as days of the new package (apps/api packages/plan.ts).
 */
export type TUpgradeCredit = { credit: number; days: number };

export function upgradeCredit(
  current: { price: number; activeDays: number },
  daysLeft: number,
): TUpgradeCredit {
  const days = Math.max(0, Math.min(daysLeft, current.activeDays));
  if (days === 0) return { credit: 0, days: 0 };
  // Rounded down to whole rupiah: the credit never pays back more than was paid.
  return { credit: Math.floor((current.price * days) / current.activeDays), days };
}

/** The invoice line that says what the credit is for. */
export function creditNote(packageName: string, days: number): string {
  return `Kredit sisa paket ${packageName} (${days} hari)`;
}

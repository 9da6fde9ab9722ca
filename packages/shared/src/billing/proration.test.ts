import { describe, expect, it } from 'vitest';
import { creditNote, upgradeCredit } from './proration';

const basic = { price: 49_000, activeDays: 60 };

describe('upgradeCredit', () => {
  it('pays nothing back with no day left', () => {
    expect(upgradeCredit(basic, 0)).toEqual({ credit: 0, days: 0 });
    expect(upgradeCredit(basic, -3)).toEqual({ credit: 0, days: 0 });
  });

  it('pays nothing back for a package without a period, rather than dividing by zero', () => {
    expect(upgradeCredit({ price: 49_000, activeDays: 0 }, 5)).toEqual({ credit: 0, days: 0 });
  });

  it('pays back one day as the price over the period, rounded down', () => {
    expect(upgradeCredit(basic, 1)).toEqual({ credit: 816, days: 1 });
    expect(upgradeCredit(basic, 59)).toEqual({ credit: 48_183, days: 59 });
  });

  it('pays back the whole price for a whole period, and no more for days beyond it', () => {
    expect(upgradeCredit(basic, 60)).toEqual({ credit: 49_000, days: 60 });
    expect(upgradeCredit(basic, 61)).toEqual({ credit: 49_000, days: 60 });
    expect(upgradeCredit(basic, 110)).toEqual({ credit: 49_000, days: 60 });
  });
});

describe('creditNote', () => {
  it('names the package and the days on the invoice', () => {
    expect(creditNote('Basic', 40)).toBe('Kredit sisa paket Basic (40 hari)');
  });
});

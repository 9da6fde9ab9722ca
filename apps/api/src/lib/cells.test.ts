import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeCell, restoreCell } from './cells';

describe('spreadsheet cells', () => {
  it('never starts a cell with a character that makes a formula, and restores exactly what it was given (property)', () => {
    const risky = fc
      .tuple(fc.constantFrom('', "'", "''", '=', '+', '-', '@', '\t', '\r'), fc.string({ maxLength: 20 }))
      .map(([head, tail]) => head + tail);
    fc.assert(
      fc.property(fc.oneof(risky, fc.string({ maxLength: 30 })), (value) => {
        const cell = neutralizeCell(value);
        expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        expect(restoreCell(cell)).toBe(value);
      }),
      { numRuns: 1000 },
    );
  });

  it('marks formulas with an apostrophe and leaves other text alone', () => {
    expect(neutralizeCell('=HYPERLINK("http://contoh.test","klik")')).toBe(
      '\'=HYPERLINK("http://contoh.test","klik")',
    );
    expect(neutralizeCell('+6281234567890')).toBe("'+6281234567890");
    expect(neutralizeCell("'=1")).toBe("''=1");
    expect(neutralizeCell('Budi')).toBe('Budi');
    expect(restoreCell("'Budi")).toBe("'Budi");
  });
});

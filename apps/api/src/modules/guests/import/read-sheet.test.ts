import { describe, expect, it } from 'vitest';
import { readDelimited } from './read-sheet';

describe('reading CSV and pasted cells', () => {
  it('takes the delimiter from the header, whatever the guests wrote in their cells', () => {
    const text = '\uFEFFNama,No. WhatsApp,Sesi\r\n;;a,,Akad Nikah; Resepsi\r\nBudi;Santoso,0812,Resepsi\r\n';
    expect(readDelimited(text).rows).toEqual([
      ['Nama', 'No. WhatsApp', 'Sesi'],
      [';;a', '', 'Akad Nikah; Resepsi'],
      ['Budi;Santoso', '0812', 'Resepsi'],
    ]);
  });

  it('reads semicolon files as Indonesian Excel saves them, with commas inside names', () => {
    const text = 'Nama;No. WhatsApp\nSiti, S.Pd.;0812\n';
    expect(readDelimited(text).rows).toEqual([
      ['Nama', 'No. WhatsApp'],
      ['Siti, S.Pd.', '0812'],
    ]);
  });

  it('reads cells pasted from a spreadsheet (tabs) and ignores delimiters inside quotes', () => {
    expect(readDelimited('Budi Santoso\t0812 3456 789\nSari\t0813\n').rows).toEqual([
      ['Budi Santoso', '0812 3456 789'],
      ['Sari', '0813'],
    ]);
    expect(readDelimited('"Nama; lengkap",Telepon\n"A; B",0812\n').rows).toEqual([
      ['Nama; lengkap', 'Telepon'],
      ['A; B', '0812'],
    ]);
  });
});

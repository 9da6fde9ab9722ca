import { describe, expect, it } from 'vitest';
import { readZipEntries, storedZip, ZipFormatError, ZipTooLargeError } from './zip';

const archive = (entries: [string, Buffer][]) => Buffer.concat([...storedZip(entries)]);
const all = () => true;

describe('reading a ZIP against a budget of real bytes', () => {
  const entries: [string, Buffer][] = [
    ['a.xml', Buffer.alloc(100_000, 'a')],
    ['b.xml', Buffer.alloc(50, 'b')],
  ];

  it('gives back what was stored, and takes entries that fill the budget exactly', () => {
    const read = readZipEntries(archive(entries), { budget: 100_050, maxEntries: 10, wanted: all });
    expect([...read]).toEqual(entries);
  });

  it('refuses one byte over the budget, counted across entries', () => {
    expect(() => readZipEntries(archive(entries), { budget: 100_049, maxEntries: 10, wanted: all })).toThrow(
      ZipTooLargeError,
    );
  });

  it('never unpacks the entries it was not asked for', () => {
    const read = readZipEntries(archive(entries), {
      budget: 50,
      maxEntries: 10,
      wanted: (name) => name === 'b.xml',
    });
    expect([...read.keys()]).toEqual(['b.xml']);
  });

  it('refuses an archive with more entries than allowed, and bytes that are not a ZIP', () => {
    expect(() => readZipEntries(archive(entries), { budget: 1e6, maxEntries: 1, wanted: all })).toThrow(
      ZipFormatError,
    );
    expect(() => readZipEntries(Buffer.alloc(100), { budget: 1e6, maxEntries: 10, wanted: all })).toThrow(
      ZipFormatError,
    );
  });
});

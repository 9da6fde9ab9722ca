import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { joinGzip, joinRaw, partOf } from './gzip-parts';

describe('gzip joined from parts', () => {
  it('inflates to the parts in order, with the whole text’s CRC, for any mix of part sizes', () => {
    const texts = [
      '<!doctype html><html><head><style>body{margin:0}</style></head><body>'.repeat(200),
      'Bapak Budi & <Keluarga> "Besar"',
      '',
      'x',
      randomBytes(70_000).toString('base64'), // longer than a stored block and than the window
      '</body></html>',
    ];
    const parts = texts.map((text) => partOf(Buffer.from(text, 'utf8')));
    const whole = Buffer.from(texts.join(''), 'utf8');
    const zipped = joinGzip(parts);
    expect(gunzipSync(zipped).equals(whole)).toBe(true);
    expect(joinRaw(parts).equals(whole)).toBe(true);
    expect(zipped.readUInt32LE(zipped.length - 8)).toBe(crc32(whole));
    expect(zipped.readUInt32LE(zipped.length - 4)).toBe(whole.length);
  });

  it('joins the same CRC whether a part is appended by its table, byte by byte, or by its product', () => {
    // Around the byte-by-byte limit and the table's, for parts joined often or once.
    const lengths = [0, 1, 47, 48, 49, 64, 65, 300, 4097];
    for (const joinedOften of [true, false]) {
      const texts = lengths.map((length) => randomBytes(length).toString('latin1'));
      const parts = texts.map((text) => partOf(Buffer.from(text, 'latin1'), { joinedOften }));
      const whole = Buffer.from(texts.join(''), 'latin1');
      const zipped = joinGzip([...parts].reverse());
      const reversed = Buffer.from([...texts].reverse().join(''), 'latin1');
      expect(zipped.readUInt32LE(zipped.length - 8)).toBe(crc32(reversed));
      expect(joinGzip(parts).readUInt32LE(joinGzip(parts).length - 8)).toBe(crc32(whole));
      expect(gunzipSync(joinGzip(parts)).equals(whole)).toBe(true);
    }
  });

  it('answers an empty gzip member for no parts and for one empty part', () => {
    expect(gunzipSync(joinGzip([])).length).toBe(0);
    expect(gunzipSync(joinGzip([partOf(Buffer.alloc(0))])).length).toBe(0);
  });

  it('compresses: the shared page parts cost about what gzip of the whole does', () => {
    const page = '<section class="inv-event"><h2>Resepsi</h2><p>Gedung Serbaguna</p></section>'.repeat(300);
    const parts = [partOf(Buffer.from(page)), partOf(Buffer.from('Budi')), partOf(Buffer.from(page))];
    expect(joinGzip(parts).length).toBeLessThan(2 * 1.2 * partOf(Buffer.from(page)).deflated.length + 64);
  });
});

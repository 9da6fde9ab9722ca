import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip answer joined from parts compressed once each, so a page made of cached pieces and a guest's
 * own values is never compressed per request. Each part is a raw deflate stream ended by a sync flush
 * (byte-aligned, not final), so the parts concatenate into one deflate stream; the gzip trailer's
 * CRC-32 is combined from the parts' own CRCs (zlib's crc32_combine) instead of read over the page.
 */
export type TPart = {
  raw: Buffer;
  deflated: Buffer;
  crc: number;
  /** Multiplies a CRC by x^(8·raw.length): what crc32_combine needs to append this part. */
  shift: number;
  /** The same multiplication as eight table look-ups, for a long part joined on every request. */
  shiftTable?: Uint32Array;
};

const POLY = 0xedb88320;
/** x^(2^k) modulo the CRC polynomial, for k = 0…31 (zlib's x2n_table). */
const X2N: number[] = [];

/** a(x)·b(x) modulo the CRC polynomial, bits reflected as zlib keeps them. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if ((a & m) !== 0) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

{
  let p = 0x40000000; // x^1
  X2N.push(p);
  for (let k = 1; k < 32; k++) X2N.push((p = multiplyModP(p, p)));
}

/** x^(8·bytes) modulo the polynomial (zlib's crc32_combine_gen). */
function shiftFor(bytes: number): number {
  let p = 0x80000000; // x^0
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n % 2 === 1) p = multiplyModP(X2N[k % 32]!, p);
  return p;
}

/** CRC-32's byte table: one step multiplies the CRC register by x^8 when fed a zero byte. */
const BYTE_STEP = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
  BYTE_STEP[n] = c >>> 0;
}
/** Up to this many bytes, stepping over them costs less than one multiplication by the shift. */
const STEP_BYTES_MAX = 48;

/** `shift`·b for b = j·x^(4k), k = 0…7, j = 0…15: the product is linear in b, so eight look-ups make it. */
function shiftTableOf(shift: number): Uint32Array {
  const table = new Uint32Array(128);
  for (let bit = 0; bit < 32; bit++) {
    const product = multiplyModP(shift, (1 << bit) >>> 0);
    const nibble = bit >> 2;
    const weight = 1 << (bit & 3);
    for (let j = weight; j < 16; j = (j + 1) | weight) table[nibble * 16 + j]! ^= product;
  }
  return table;
}

/** The CRC so far, followed by this part's bytes. */
function appendCrc(crc: number, part: TPart): number {
  let c = crc;
  const table = part.shiftTable;
  if (table) {
    c =
      table[c & 15]! ^
      table[16 + ((c >>> 4) & 15)]! ^
      table[32 + ((c >>> 8) & 15)]! ^
      table[48 + ((c >>> 12) & 15)]! ^
      table[64 + ((c >>> 16) & 15)]! ^
      table[80 + ((c >>> 20) & 15)]! ^
      table[96 + ((c >>> 24) & 15)]! ^
      table[112 + (c >>> 28)]!;
  } else if (part.raw.length <= STEP_BYTES_MAX) {
    for (let i = part.raw.length; i > 0; i--) c = BYTE_STEP[c & 255]! ^ (c >>> 8);
  } else {
    c = multiplyModP(part.shift, c);
  }
  return (c ^ part.crc) >>> 0;
}

const SYNC = { finishFlush: constants.Z_SYNC_FLUSH, level: 6 };

/**
 * A part compressed on its own. `joinedOften`: a piece of a cached page, joined into every answer, gets
 * its shift as a table (512 bytes) so appending it costs eight look-ups instead of a 32-step product.
 */
export function partOf(raw: Buffer, options: { joinedOften?: boolean } = {}): TPart {
  const shift = shiftFor(raw.length);
  return {
    raw,
    deflated: deflateRawSync(raw, SYNC),
    crc: crc32(raw),
    shift,
    ...(options.joinedOften && raw.length > STEP_BYTES_MAX ? { shiftTable: shiftTableOf(shift) } : {}),
  };
}

/** gzip's header: deflate, no name or time, made on Unix (as zlib writes it). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final block with fixed codes: ends the deflate stream the parts began. */
const FINAL_BLOCK = Buffer.from([3, 0]);

/** The parts' bytes, one after the other, uncompressed. */
export function joinRaw(parts: readonly TPart[]): Buffer {
  return Buffer.concat(parts.map((part) => part.raw));
}

/** The parts' bytes as one gzip member, from their compressed forms. */
export function joinGzip(parts: readonly TPart[]): Buffer {
  let crc = 0;
  let size = 0;
  const chunks: Buffer[] = [HEADER];
  for (const part of parts) {
    crc = appendCrc(crc, part);
    size += part.raw.length;
    chunks.push(part.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

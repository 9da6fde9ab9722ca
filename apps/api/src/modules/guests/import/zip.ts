import { crc32, inflateRawSync } from 'node:zlib';

/** The archive is not a ZIP this reader accepts (damaged, encrypted, ZIP64, an unknown method). */
export class ZipFormatError extends Error {}

/** The entries unpack to more real bytes than the budget allows, whatever the archive declares. */
export class ZipTooLargeError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const PIECE = 64 * 1024;

function endOfCentralDirectory(buffer: Buffer): number {
  const searchFrom = Math.max(0, buffer.length - 65_557);
  for (let i = buffer.length - 22; i >= searchFrom; i--) {
    if (buffer.readUInt32LE(i) === EOCD) return i;
  }
  throw new ZipFormatError('no end of central directory');
}

/**
 * Unpacks the entries `wanted` picks, counting the bytes actually inflated against one running
 * budget: zlib stops at the budget (`maxOutputLength`), so sizes the uploader wrote in the
 * directory never decide how much memory is used. Entries not wanted are never inflated.
 */
export function readZipEntries(
  buffer: Buffer,
  options: { budget: number; maxEntries: number; wanted: (name: string) => boolean },
): Map<string, Buffer> {
  if (buffer.length < 22) throw new ZipFormatError('too short');
  const eocd = endOfCentralDirectory(buffer);
  const count = buffer.readUInt16LE(eocd + 10);
  if (count > options.maxEntries) throw new ZipFormatError('too many entries');
  let offset = buffer.readUInt32LE(eocd + 16);
  let left = options.budget;
  const entries = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL) {
      throw new ZipFormatError('bad central directory');
    }
    const flags = buffer.readUInt16LE(offset + 8);
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const localOffset = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
    if (!options.wanted(name)) continue;
    if (flags & 1) throw new ZipFormatError('encrypted');
    if (localOffset + 30 > buffer.length || buffer.readUInt32LE(localOffset) !== LOCAL) {
      throw new ZipFormatError('bad local header');
    }
    const start =
      localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28);
    const end = start + compressedSize;
    if (compressedSize === 0xffffffff || end > buffer.length) throw new ZipFormatError('bad entry size');
    const packed = buffer.subarray(start, end);
    let data: Buffer;
    if (method === 0) {
      if (packed.length > left) throw new ZipTooLargeError();
      data = Buffer.from(packed);
    } else if (method === 8) {
      if (left <= 0) throw new ZipTooLargeError();
      try {
        data = inflateRawSync(packed, { maxOutputLength: left });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipTooLargeError();
        throw new ZipFormatError('damaged data');
      }
    } else {
      throw new ZipFormatError('unknown method');
    }
    left -= data.length;
    entries.set(name, data);
  }
  return entries;
}

/**
 * The entries as a ZIP that stores them uncompressed, in the order given: what is read from it
 * is exactly what was unpacked and counted above, and nothing has to be inflated again.
 */
export function* storedZip(entries: Iterable<[string, Buffer]>): Generator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for (const [name, data] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, nameBytes);
    yield Buffer.concat([local, nameBytes]);
    // In small pieces: the XML reader parses each piece it gets into events all at once.
    for (let at = 0; at < data.length; at += PIECE) yield data.subarray(at, at + PIECE);
    offset += 30 + nameBytes.length + data.length;
    count++;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}

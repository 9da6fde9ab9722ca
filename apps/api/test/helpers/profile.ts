import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { fileUpload } from './multipart';

/** A photo as a phone makes it: wider than tall, with a coloured square to see where a crop lands. */
export async function photo(width = 800, height = 600): Promise<Buffer> {
  const side = Math.min(100, width, height);
  const marker = await sharp({ create: { width: side, height: side, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#00bfa6' } })
    .composite([{ input: marker, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
}

/** The multipart body of an avatar upload, as the browser's FormData sends it. */
export function avatarUpload(body: Buffer, filename = 'foto.jpg', contentType = 'image/jpeg') {
  return fileUpload(filename, contentType, body);
}

/** A PNG whose header declares a huge picture (a pixel flood) in a few bytes; only its header is real. */
export function pixelFloodPng(width = 20_000, height = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

import { describe, expect, it } from 'vitest';
import { isTooLarge, mediaUrl, megabytes } from './media';

describe('media helpers', () => {
  it('builds the URLs the server serves, with the preview token', () => {
    expect(mediaUrl('inv-1/abc', 'tok', 480)).toBe('/u/assets/media/inv-1/abc-480.webp?t=tok');
    expect(mediaUrl('inv-1/abc', 'tok')).toBe('/u/assets/media/inv-1/abc-960.webp?t=tok');
    expect(mediaUrl('inv-1/song.mp3', 'a b')).toBe('/u/assets/media/inv-1/song.mp3?t=a%20b');
  });

  it('refuses more than 10 MB before uploading, and writes the size as the language does', () => {
    expect(isTooLarge(new File([new Uint8Array(10 * 1024 * 1024)], 'ok.jpg'))).toBe(false);
    expect(isTooLarge(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg'))).toBe(true);
    expect(megabytes(11 * 1024 * 1024, 'id')).toBe('11,0');
    expect(megabytes(10 * 1024 * 1024 + 1, 'en')).toBe('10.1');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createLocalStorage } from '../src/plugins/storage-local';
import { createS3Storage } from '../src/plugins/storage-s3';
import type { TStorage } from '../src/plugins/storage-types';
import { startFakeS3, type TFakeS3 } from './helpers/fake-s3';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type TDriver = { storage: TStorage; close: () => Promise<void> };

let fake: TFakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(async () => {
  await fake.close();
});

const s3Options = () => ({
  bucket: fake.bucket,
  endpoint: fake.url,
  region: fake.region,
  accessKeyId: fake.accessKeyId,
  secretAccessKey: fake.secretAccessKey,
  forcePathStyle: true,
  prefix: 'contract/',
});

const drivers: [string, () => TDriver][] = [
  [
    'local folder',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'undangin-storage-'));
      return {
        storage: createLocalStorage(dir),
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3-compatible bucket',
    () => {
      const storage = createS3Storage(s3Options());
      return { storage, close: async () => storage.close() };
    },
  ],
];

describe.each(drivers)('storage contract: %s', (_name, open) => {
  let driver: TDriver;
  beforeAll(() => {
    driver = open();
  });
  afterAll(async () => {
    await driver.close();
  });
  const body = Buffer.from('0123456789abcdefghij');

  it('keeps what was put and gives it back whole with its size', async () => {
    await driver.storage.put('media/a/one.bin', body, 'application/octet-stream');
    const file = await driver.storage.get('media/a/one.bin');
    expect(file?.size).toBe(20);
    expect(await bytesOf(file!.stream())).toEqual(body);
  });

  it('replaces a file put again under the same key', async () => {
    await driver.storage.put('media/a/two.bin', body, 'application/octet-stream');
    await driver.storage.put('media/a/two.bin', Buffer.from('new'), 'application/octet-stream');
    const file = await driver.storage.get('media/a/two.bin');
    expect(file?.size).toBe(3);
    expect((await bytesOf(file!.stream())).toString()).toBe('new');
  });

  it('streams an inclusive byte range, as an HTTP Range asks', async () => {
    await driver.storage.put('music/song.mp3', body, 'audio/mpeg');
    const file = await driver.storage.get('music/song.mp3');
    expect(file?.size).toBe(20);
    expect((await bytesOf(file!.stream({ start: 2, end: 5 }))).toString()).toBe('2345');
    expect((await bytesOf(file!.stream({ start: 19, end: 19 }))).toString()).toBe('j');
    // A stream can be asked for more than once: players re-request other ranges.
    expect((await bytesOf(file!.stream({ start: 0, end: 0 }))).toString()).toBe('0');
  });

  it('takes the random base64url names uploads get, even one starting with - or _', async () => {
    for (const key of ['media/inv/-cBi34Q2Uz4zFjIh-480.webp', 'media/inv/_x8Yq1ZzT0o9Lm2a.mp3']) {
      await driver.storage.put(key, body, 'application/octet-stream');
      expect((await driver.storage.get(key))?.size).toBe(20);
    }
  });

  it('answers null for a file that is not there', async () => {
    expect(await driver.storage.get('media/none/here.webp')).toBeNull();
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    await driver.storage.put('media/a/gone.bin', body, 'application/octet-stream');
    await driver.storage.delete('media/a/gone.bin');
    expect(await driver.storage.get('media/a/gone.bin')).toBeNull();
    await expect(driver.storage.delete('media/a/gone.bin')).resolves.toBeUndefined();
    await expect(driver.storage.delete('media/never/was.bin')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its area', async () => {
    for (const key of ['../escape', 'media/../../etc/passwd', '/absolute', 'a//b', '', 'a\\b', '.hidden']) {
      await expect(driver.storage.put(key, body, 'text/plain')).rejects.toThrow(/Invalid storage key/);
      await expect(driver.storage.delete(key)).rejects.toThrow(/Invalid storage key/);
      expect(await driver.storage.get(key)).toBeNull();
    }
  });
});

describe('S3 driver against the signing test server', () => {
  it('stores under the configured prefix and sends a signed range request', async () => {
    const storage = createS3Storage({ ...s3Options(), prefix: 'tenant-b/' });
    await storage.put('media/x/y.webp', Buffer.from('webp!'), 'image/webp');
    expect(fake.objects.get('tenant-b/media/x/y.webp')?.contentType).toBe('image/webp');
    const file = await storage.get('media/x/y.webp');
    await bytesOf(file!.stream({ start: 1, end: 3 }));
    expect(fake.requests.at(-1)).toEqual({
      method: 'GET',
      key: 'tenant-b/media/x/y.webp',
      range: 'bytes=1-3',
    });
    storage.close();
  });

  it('fails loudly when the secret is wrong (the server checks every signature)', async () => {
    const storage = createS3Storage({ ...s3Options(), secretAccessKey: 'not-the-secret' });
    await expect(storage.put('media/x/z.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(storage.get('media/x/y.webp')).rejects.toThrow();
    expect(fake.objects.has('contract/media/x/z.webp')).toBe(false);
    storage.close();
  });
});

describe('S3 configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'undangin-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

  it('keeps files on local disk when no S3 variable is set', () => {
    expect(loadConfig(base).s3).toBeNull();
  });

  it('reads a complete bucket configuration', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'undangan-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'prod',
    });
    expect(config.s3).toEqual({
      bucket: 'undangan-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
      prefix: 'prod/',
    });
  });

  it('stops start-up naming what is missing when only part of the bucket settings is given', () => {
    const start = () => loadConfig({ ...base, S3_BUCKET: 'undangan-files', S3_ACCESS_KEY_ID: 'key' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/S3_SECRET_ACCESS_KEY: is required when S3_BUCKET, S3_ACCESS_KEY_ID is set/);
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'https://s3.example.test' })).toThrow(
      /S3_BUCKET: is required[\s\S]*S3_ACCESS_KEY_ID: is required[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
  });

  it('refuses malformed values by name', () => {
    const full = { ...base, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(() => loadConfig({ ...full, S3_BUCKET: 'Not_A_Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ ...full, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http/);
    expect(() => loadConfig({ ...full, S3_PREFIX: '../up' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ ...full, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from './helpers/app';
import { fileUpload } from './helpers/multipart';
import { startFakeS3, type TFakeS3 } from './helpers/fake-s3';
import { createInvitation, putOnPackage, session, type TSession } from './helpers/invitations';
import { avatarUpload, photo } from './helpers/profile';

/** Two MPEG audio frames' worth of a playable-looking MP3. */
function mp3Bytes(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  for (let i = 4; i < frame.length; i++) frame[i] = i % 251;
  return Buffer.concat([frame, frame, frame, frame]);
}

/** The whole upload path with files in an S3-compatible bucket: routes, services, driver, signed requests. */
describe('uploads kept in an S3-compatible bucket', () => {
  let fake: TFakeS3;
  let ctx: TTestContext;
  let owner: TSession;

  beforeAll(async () => {
    fake = await startFakeS3({ region: 'auto' });
    ctx = await createTestContext({
      s3: {
        bucket: fake.bucket,
        endpoint: fake.url,
        region: 'auto',
        accessKeyId: fake.accessKeyId,
        secretAccessKey: fake.secretAccessKey,
        forcePathStyle: true,
        prefix: 'undangin/',
      },
    });
    owner = await session(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('stores an invitation photo in the bucket and serves it back from there', async () => {
    const invitation = await createInvitation(ctx, owner.token);
    const upload = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/media`,
      token: owner.token,
      ...fileUpload('foto.jpg', 'image/jpeg', await photo(1200, 800)),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { key } = upload.json<{ key: string }>();
    for (const width of [480, 960, 1600]) {
      expect(fake.objects.get(`undangin/media/${key}-${width}.webp`)?.contentType).toBe('image/webp');
    }
    expect(existsSync(join(ctx.config.dataDir, 'files'))).toBe(false);

    const served = await ctx.request({
      method: 'GET',
      url: `/u/assets/media/${key}-960.webp?t=${invitation.mediaToken}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload).toEqual(fake.objects.get(`undangin/media/${key}-960.webp`)!.body);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960 });
  });

  it('serves music in byte ranges, as phones ask for it', async () => {
    const invitation = await createInvitation(ctx, owner.token);
    await putOnPackage(ctx, invitation.id, 'premium');
    const bytes = mp3Bytes();
    const upload = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/media`,
      token: owner.token,
      ...fileUpload('lagu.mp3', 'audio/mpeg', bytes),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { key } = upload.json<{ key: string }>();

    const part = await ctx.request({
      method: 'GET',
      url: `/u/assets/media/${key}?t=${invitation.mediaToken}`,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload).toEqual(bytes.subarray(100, 200));
    expect(fake.requests.at(-1)).toEqual({
      method: 'GET',
      key: `undangin/media/${key}`,
      range: 'bytes=100-199',
    });

    const missing = await ctx.request({
      method: 'GET',
      url: `/u/assets/media/${invitation.id}/AAAAAAAAAAAAAAAA.mp3?t=${invitation.mediaToken}`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a profile photo in the bucket and removes it from there when it is replaced', async () => {
    const first = await ctx.request({
      method: 'POST',
      url: '/api/user/avatar',
      token: owner.token,
      ...avatarUpload(await photo()),
    });
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json().userData.avatarUrl as string;
    const objectKey = `undangin/avatars/${url.split('/').pop()}`;
    expect(fake.objects.has(objectKey)).toBe(true);
    const served = await ctx.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(fake.objects.get(objectKey)!.body);

    const second = await ctx.request({
      method: 'POST',
      url: '/api/user/avatar',
      token: owner.token,
      ...avatarUpload(await photo(300, 400)),
    });
    expect(second.statusCode).toBe(200);
    expect(fake.objects.has(objectKey)).toBe(false);
  });
});

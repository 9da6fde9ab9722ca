import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAdminInvitationList, TInvitation, TInvitationList } from '@undangin/shared';
import { invitationMedia, notifications } from '../src/db/schema';
import { MEDIA_GRACE_MS } from '../src/modules/invitations/media-uploads';
import { createTestContext, type TTestContext } from './helpers/app';
import { findAdmin, tokenFor } from './helpers/accounts';
import {
  COMPLETE_CONTENT,
  createInvitation,
  publishedInvitation,
  putOnPackage,
  session,
  templateIdBySlug,
  uniqueSlug,
  type TSession,
} from './helpers/invitations';
import { fileUpload } from './helpers/multipart';

/** A real PNG whose header declares 20000 × 20000 pixels, compressed to a few dozen kilobytes. */
function pixelFloodPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const size = 20_000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + size / 8) * size);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function mp3Bytes(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([frame, frame, frame, frame]);
}

describe('invitations API', () => {
  let ctx: TTestContext;
  let owner: TSession;
  let other: TSession;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    owner = await session(ctx, { name: 'Rara' });
    other = await session(ctx, { name: 'Orang Lain' });
  });

  describe('ownership', () => {
    it('refuses the anonymous caller and lists only the caller’s own invitations', async () => {
      expect((await ctx.request({ method: 'GET', url: '/api/invitations' })).statusCode).toBe(401);
      const mine = await createInvitation(ctx, owner.token, {
        content: { couple: { bride: { fullName: 'Rara Ayu' } } },
      });
      await createInvitation(ctx, other.token);
      const res = await ctx.request({ method: 'GET', url: '/api/invitations', token: owner.token });
      const list = res.json<TInvitationList>();
      expect(list.total).toBe(1);
      expect(list.data[0]).toMatchObject({
        id: mine.id,
        status: 'draft',
        coupleNames: 'Rara Ayu',
        publicUrl: `/u/${mine.slug}`,
      });
      expect(mine.slug).toMatch(/^undangan-[0-9a-f]{10}$/);
    });

    it('answers 404 for another user’s invitation, on every route', async () => {
      const theirs = await createInvitation(ctx, other.token);
      const calls = [
        { method: 'GET' as const, url: `/api/invitations/${theirs.id}` },
        {
          method: 'PATCH' as const,
          url: `/api/invitations/${theirs.id}`,
          payload: { version: 1, slug: uniqueSlug() },
        },
        { method: 'DELETE' as const, url: `/api/invitations/${theirs.id}` },
        { method: 'POST' as const, url: `/api/invitations/${theirs.id}/publish` },
        { method: 'POST' as const, url: `/api/invitations/${theirs.id}/unpublish` },
        { method: 'GET' as const, url: `/api/invitations/${theirs.id}/wishes` },
      ];
      for (const call of calls) {
        const res = await ctx.request({ ...call, token: owner.token });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(res.json().message).toBe('Undangan tidak ditemukan');
      }
      const upload = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${theirs.id}/media`,
        token: owner.token,
        ...fileUpload('a.mp3', 'audio/mpeg', mp3Bytes()),
      });
      expect(upload.statusCode).toBe(404);
    });
  });

  describe('slug', () => {
    it('refuses bad, reserved and taken slugs with Indonesian messages on the slug field', async () => {
      const taken = uniqueSlug();
      await createInvitation(ctx, other.token, { slug: taken });
      const cases: [string, RegExp][] = [
        ['ab', /minimal 3 karakter/],
        ['a'.repeat(61), /maksimal 60 karakter/],
        ['rara_dimas', /huruf kecil, angka dan tanda hubung/],
        ['-rara', /huruf kecil, angka dan tanda hubung/],
        ['rara--dimas', /huruf kecil, angka dan tanda hubung/],
        ['admin', /tidak boleh dipakai/],
        ['api', /tidak boleh dipakai/],
        ['demo', /tidak boleh dipakai/],
        [taken, /sudah dipakai/],
      ];
      for (const [slug, message] of cases) {
        const res = await ctx.request({
          method: 'POST',
          url: '/api/invitations',
          token: owner.token,
          payload: { slug },
        });
        expect(res.statusCode, slug).toBe(422);
        expect(res.json().errors.slug[0], slug).toMatch(message);
      }
    });

    it('lower-cases a slug and lets it change until the invitation is published', async () => {
      const created = await createInvitation(ctx, owner.token, { slug: 'Rara-Dimas-Upper' });
      expect(created.slug).toBe('rara-dimas-upper');
      const renamed = uniqueSlug('rara');
      const res = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${created.id}`,
        token: owner.token,
        payload: { version: created.version, slug: renamed },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<TInvitation>()).toMatchObject({ slug: renamed, version: 2, slugLocked: false });

      const published = await publishedInvitation(ctx, owner.token);
      expect(published.slugLocked).toBe(true);
      const locked = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${published.id}`,
        token: owner.token,
        payload: { version: published.version, slug: uniqueSlug('baru') },
      });
      expect(locked.statusCode).toBe(422);
      expect(locked.json().errors.slug[0]).toMatch(/tidak bisa diubah setelah dipublikasikan/);
    });
  });

  describe('versions', () => {
    it('refuses a stale save with 409 VERSION_CONFLICT and the current version', async () => {
      const created = await createInvitation(ctx, owner.token);
      const tabA = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${created.id}`,
        token: owner.token,
        payload: { version: 1, content: { couple: { bride: { fullName: 'Dari tab A' } } } },
      });
      expect(tabA.statusCode).toBe(200);
      expect(tabA.json<TInvitation>().version).toBe(2);

      const tabB = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${created.id}`,
        token: owner.token,
        payload: { version: 1, content: { couple: { bride: { fullName: 'Dari tab B' } } } },
      });
      expect(tabB.statusCode).toBe(409);
      expect(tabB.json()).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: 2 });
      expect(tabB.json().message).toMatch(/tab atau perangkat lain/);

      const stored = await ctx.request({
        method: 'GET',
        url: `/api/invitations/${created.id}`,
        token: owner.token,
      });
      expect(stored.json<TInvitation>().content.couple?.bride?.fullName).toBe('Dari tab A');
    });

    it('validates the draft content field by field and requires the version', async () => {
      const created = await createInvitation(ctx, owner.token);
      const noVersion = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${created.id}`,
        token: owner.token,
        payload: { content: {} },
      });
      expect(noVersion.statusCode).toBe(422);
      expect(noVersion.json().errors.version).toBeDefined();

      const bad = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${created.id}`,
        token: owner.token,
        payload: {
          version: 1,
          content: { events: [{ id: 'akad', date: '2026-02-30', mapUrl: 'javascript:alert(1)' }] },
        },
      });
      expect(bad.statusCode).toBe(422);
      const errors = bad.json().errors as Record<string, string[]>;
      expect(errors['content.events.0.date']?.[0]).toMatch(/TTTT-BB-HH/);
      expect(errors['content.events.0.mapUrl']?.[0]).toMatch(/https:\/\//);
    });
  });

  describe('publishing', () => {
    it('says in Indonesian what a page still needs, then publishes complete content', async () => {
      const created = await createInvitation(ctx, owner.token);
      const blocked = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${created.id}/publish`,
        token: owner.token,
      });
      expect(blocked.statusCode).toBe(422);
      expect(blocked.json()).toMatchObject({
        code: 'PUBLISH_INCOMPLETE',
        missing: [
          'Nama lengkap mempelai wanita belum diisi.',
          'Nama lengkap mempelai pria belum diisi.',
          'Template undangan belum dipilih.',
          'Tambahkan minimal satu acara dengan tanggal, jam mulai, zona waktu dan tempat.',
        ],
      });

      const templateId = await templateIdBySlug(ctx, 'minimalis');
      const saved = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${created.id}`,
        token: owner.token,
        payload: { version: 1, templateId, content: COMPLETE_CONTENT },
      });
      expect(saved.json<TInvitation>().missingForPublish).toEqual([]);
      const published = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${created.id}/publish`,
        token: owner.token,
      });
      expect(published.statusCode).toBe(200);
      expect(published.json<TInvitation>()).toMatchObject({
        status: 'published',
        template: { slug: 'minimalis' },
      });

      // A published page must stay complete.
      const emptied = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${created.id}`,
        token: owner.token,
        payload: { version: 2, content: { ...COMPLETE_CONTENT, events: [] } },
      });
      expect(emptied.statusCode).toBe(422);
      expect(emptied.json().missing[0]).toMatch(/Tambahkan minimal satu acara/);

      const unpublished = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${created.id}/unpublish`,
        token: owner.token,
      });
      expect(unpublished.json<TInvitation>().status).toBe('draft');
    });

    it('refuses a gallery larger than the package allows', async () => {
      const created = await createInvitation(ctx, owner.token);
      const limit = created.allowance.galleryMax;
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0ffee' } })
        .png()
        .toBuffer();
      const keys: string[] = [];
      for (let i = 0; i <= limit; i++) {
        const res = await ctx.request({
          method: 'POST',
          url: `/api/invitations/${created.id}/media`,
          token: owner.token,
          ...fileUpload(`foto-${i}.png`, 'image/png', png),
        });
        keys.push(res.json().key as string);
      }
      const res = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${created.id}`,
        token: owner.token,
        payload: { version: 1, content: { gallery: keys.map((key) => ({ key })) } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors['content.gallery'][0]).toMatch(new RegExp(`maksimal ${limit} foto`));
      const fits = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${created.id}`,
        token: owner.token,
        payload: { version: 1, content: { gallery: keys.slice(0, limit).map((key) => ({ key })) } },
      });
      expect(fits.statusCode).toBe(200);
    });

    it('refuses to publish once the active period has ended, and the page answers 410', async () => {
      const published = await publishedInvitation(ctx, owner.token);
      await ctx.request({
        method: 'POST',
        url: `/api/invitations/${published.id}/unpublish`,
        token: owner.token,
      });
      await putOnPackage(ctx, published.id, 'basic', new Date(ctx.clock.now().getTime() - 1000));
      const res = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${published.id}/publish`,
        token: owner.token,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INVITATION_EXPIRED' });
      expect(res.json().message).toMatch(/Masa aktif undangan telah berakhir/);

      const live = await publishedInvitation(ctx, owner.token);
      expect((await ctx.request({ method: 'GET', url: `/u/${live.slug}` })).statusCode).toBe(200);
      await putOnPackage(ctx, live.id, 'basic', new Date(ctx.clock.now().getTime() - 1000));
      ctx.app.events.emit('invitation.changed', { slug: live.slug });
      const page = await ctx.request({ method: 'GET', url: `/u/${live.slug}` });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('Masa aktif undangan telah berakhir');
    });

    it('keeps premium templates for packages that include them', async () => {
      const created = await createInvitation(ctx, owner.token);
      const premium = await templateIdBySlug(ctx, 'elegan-gelap');
      const save = () =>
        ctx.request({
          method: 'PATCH',
          url: `/api/invitations/${created.id}`,
          token: owner.token,
          payload: { version: 1, templateId: premium },
        });
      if (!created.allowance.premiumTemplates) {
        const refused = await save();
        expect(refused.statusCode).toBe(422);
        expect(refused.json().errors.templateId[0]).toMatch(
          /Template premium hanya tersedia di paket berbayar/,
        );
        await putOnPackage(ctx, created.id, 'premium');
      }
      const chosen = await save();
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json<TInvitation>().template).toMatchObject({ slug: 'elegan-gelap', tier: 'premium' });
    });
  });

  describe('uploads', () => {
    let invitation: TInvitation;
    beforeEach(async () => {
      invitation = await createInvitation(ctx, owner.token);
    });

    const upload = (filename: string, type: string, bytes: Buffer) =>
      ctx.request({
        method: 'POST',
        url: `/api/invitations/${invitation.id}/media`,
        token: owner.token,
        ...fileUpload(filename, type, bytes),
      });

    it('re-encodes a photo to WebP at three widths and strips its EXIF', async () => {
      const jpeg = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#aa8866' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Lokasi rahasia', ImageDescription: 'GPS -7.79,110.36' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();

      const res = await upload('foto.jpg', 'image/jpeg', jpeg);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ kind: 'image', width: 2000, height: 1200 });
      expect(body.key).toMatch(new RegExp(`^${invitation.id}/[A-Za-z0-9_-]{16}$`));
      for (const width of [480, 960, 1600]) {
        const file = join(ctx.config.dataDir, 'files', 'media', `${body.key}-${width}.webp`);
        expect(existsSync(file)).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
        expect(body.urls[String(width)]).toBe(`/u/assets/media/${body.key}-${width}.webp`);
      }
    });

    it('refuses a script renamed .jpg, an SVG and a pixel flood, judging by the bytes', async () => {
      const script = await upload('foto.jpg', 'image/jpeg', Buffer.from('#!/bin/sh\nrm -rf /\n'));
      expect(script.statusCode).toBe(422);
      expect(script.json().errors.file[0]).toMatch(/Jenis berkas tidak didukung/);

      const svg = await upload(
        'logo.png',
        'image/png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      );
      expect(svg.statusCode).toBe(422);

      const flood = await upload('besar.png', 'image/png', pixelFloodPng());
      expect(flood.statusCode).toBe(422);
      expect(flood.json().errors.file[0]).toMatch(/terlalu besar/);
      const stored = await ctx.app.db
        .select()
        .from(invitationMedia)
        .where(eq(invitationMedia.invitationId, invitation.id));
      expect(stored).toHaveLength(0);
    });

    it('refuses a file over 10 MB with 413', async () => {
      const res = await upload(
        'lagu.mp3',
        'audio/mpeg',
        Buffer.concat([mp3Bytes(), Buffer.alloc(10 * 1024 * 1024)]),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Ukuran berkas maksimal 10 MB');
    });

    it('keeps music as sent on a package with music, and removes a file from storage once the content drops it', async () => {
      if (!invitation.allowance.musicUpload) {
        const refused = await upload('lagu.mp3', 'audio/mpeg', mp3Bytes());
        expect(refused.statusCode).toBe(422);
        expect(refused.json().code).toBe('LIMIT_REACHED');
        await putOnPackage(ctx, invitation.id, 'premium');
      }
      const music = await upload('lagu.mp3', 'application/octet-stream', mp3Bytes());
      expect(music.statusCode).toBe(201);
      expect(music.json()).toMatchObject({ kind: 'music', mime: 'audio/mpeg' });
      const key = music.json().key as string;
      expect(key).toMatch(/\.mp3$/);
      const file = join(ctx.config.dataDir, 'files', 'media', key);
      expect(existsSync(file)).toBe(true);

      const withMusic = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${invitation.id}`,
        token: owner.token,
        payload: { version: 1, content: { music: { key, mime: 'audio/mpeg' } } },
      });
      expect(withMusic.statusCode).toBe(200);

      // Another invitation's file cannot be borrowed.
      const mine = await createInvitation(ctx, other.token);
      const borrowed = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${mine.id}`,
        token: other.token,
        payload: { version: 1, content: { music: { key, mime: 'audio/mpeg' } } },
      });
      expect(borrowed.statusCode).toBe(422);

      ctx.clock.advance(MEDIA_GRACE_MS + 1000);
      const without = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${invitation.id}`,
        token: owner.token,
        payload: { version: 2, content: {} },
      });
      expect(without.statusCode).toBe(200);
      expect(existsSync(file)).toBe(false);
    });

    it('deletes the files with the invitation', async () => {
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#123456' } })
        .png()
        .toBuffer();
      const res = await upload('kecil.png', 'image/png', png);
      const file = join(ctx.config.dataDir, 'files', 'media', `${res.json().key}-480.webp`);
      expect(existsSync(file)).toBe(true);
      const deleted = await ctx.request({
        method: 'DELETE',
        url: `/api/invitations/${invitation.id}`,
        token: owner.token,
      });
      expect(deleted.statusCode).toBe(200);
      expect(existsSync(file)).toBe(false);
      const gone = await ctx.request({
        method: 'GET',
        url: `/api/invitations/${invitation.id}`,
        token: owner.token,
      });
      expect(gone.statusCode).toBe(404);
    });
  });

  describe('administrators', () => {
    it('shows each invitation’s package and active period, and sorts by them', async () => {
      const adminToken = await tokenFor(ctx, (await findAdmin(ctx)).id);
      const free = await createInvitation(ctx, owner.token);
      const premium = await createInvitation(ctx, other.token);
      const until = new Date(Date.UTC(2040, 0, 1));
      await putOnPackage(ctx, premium.id, 'premium', until);

      const list = async (query: string) => {
        const res = await ctx.request({
          method: 'GET',
          url: `/api/admin/invitations?${query}`,
          token: adminToken,
        });
        expect(res.statusCode).toBe(200);
        return res.json<TAdminInvitationList>().data;
      };
      const byPackage = await list('sortBy=package&orderBy=asc');
      expect(byPackage.map((row) => row.id)).toEqual([free.id, premium.id]);
      // Nothing bought: the default package, counted from the invitation's creation (14 days for Gratis).
      expect(byPackage[0]).toMatchObject({ package: { name: 'Gratis' } });
      expect(Date.parse(byPackage[0]!.activeUntil!) - Date.parse(free.createdAt)).toBe(
        14 * 24 * 60 * 60 * 1000,
      );
      expect(byPackage[1]).toMatchObject({ package: { name: 'Premium' }, activeUntil: until.toISOString() });
      expect((await list('sortBy=package&orderBy=desc')).map((row) => row.id)).toEqual([premium.id, free.id]);
      expect((await list('sortBy=activeUntil&orderBy=desc')).map((row) => row.id)).toEqual([
        premium.id,
        free.id,
      ]);
      expect((await list('sortBy=activeUntil&orderBy=asc')).map((row) => row.id)).toEqual([
        free.id,
        premium.id,
      ]);
    });

    it('lists every invitation with its owner and takes one down with a reason the owner reads', async () => {
      const admin = await findAdmin(ctx);
      const adminToken = await tokenFor(ctx, admin.id);
      const published = await publishedInvitation(ctx, owner.token);
      await createInvitation(ctx, other.token);

      const forbidden = await ctx.request({
        method: 'GET',
        url: '/api/admin/invitations',
        token: owner.token,
      });
      expect(forbidden.statusCode).toBe(403);

      const list = await ctx.request({
        method: 'GET',
        url: '/api/admin/invitations?q=rara&perPage=5',
        token: adminToken,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ total: 1, page: 1, perPage: 5 });
      expect(list.json().data[0]).toMatchObject({
        id: published.id,
        status: 'published',
        owner: { id: owner.user.id, email: owner.user.email },
        templateName: expect.any(String),
        package: { name: 'Gratis' },
        guests: 0,
      });
      const all = await ctx.request({ method: 'GET', url: '/api/admin/invitations', token: adminToken });
      expect(all.json().total).toBe(2);

      // Administrators see only their own invitations on the owner routes.
      const ownerRoute = await ctx.request({
        method: 'GET',
        url: `/api/invitations/${published.id}`,
        token: adminToken,
      });
      expect(ownerRoute.statusCode).toBe(404);

      const short = await ctx.request({
        method: 'POST',
        url: `/api/admin/invitations/${published.id}/unpublish`,
        token: adminToken,
        payload: { reason: 'x' },
      });
      expect(short.statusCode).toBe(422);

      const down = await ctx.request({
        method: 'POST',
        url: `/api/admin/invitations/${published.id}/unpublish`,
        token: adminToken,
        payload: { reason: 'Foto melanggar ketentuan layanan' },
      });
      expect(down.statusCode).toBe(200);
      expect(down.json().invitation).toMatchObject({
        status: 'draft',
        unpublishedReason: 'Foto melanggar ketentuan layanan',
      });

      const told = await ctx.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner.user.id));
      expect(
        told.some(
          (n) => n.type === 'invitation.unpublished' && n.body.includes('Foto melanggar ketentuan layanan'),
        ),
      ).toBe(true);

      const again = await ctx.request({
        method: 'POST',
        url: `/api/admin/invitations/${published.id}/unpublish`,
        token: adminToken,
        payload: { reason: 'Foto melanggar ketentuan layanan' },
      });
      expect(again.statusCode).toBe(409);

      const page = await ctx.request({ method: 'GET', url: `/u/${published.slug}` });
      expect(page.statusCode).toBe(404);
    });
  });
});

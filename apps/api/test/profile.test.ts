import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, SESSION_ENDED_MESSAGE, ZProfile, ZProfileResponse } from '@undangin/shared';
import { users } from '../src/db/schema';
import { issueEmailToken } from '../src/modules/auth/email-tokens';
import { createUser, login, mailsTo, type TTestUser } from './helpers/accounts';
import { createTestContext, TEST_ADMIN, type TTestContext } from './helpers/app';
import { avatarUpload, photo, pixelFloodPng } from './helpers/profile';

describe('Pengaturan - Profile and Password', () => {
  let ctx: TTestContext;
  let user: TTestUser;
  let token: string;

  const signIn = async (email: string, password: string) => {
    const res = await login(ctx, email, password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().accessToken as string;
  };
  const me = (t = token) => ctx.request({ method: 'GET', url: '/api/user/me', token: t });
  const saveProfile = (payload: Record<string, unknown>, t = token, remoteAddress?: string) =>
    ctx.request({
      method: 'PUT',
      url: '/api/user/profile',
      token: t,
      remoteAddress,
      payload: { name: user.name, email: user.email, phone: null, language: 'id', ...payload },
    });
  const linkToken = (text: string) => {
    const match = /\/profile\?emailToken=([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`no /profile?emailToken link in:\n${text}`);
    return match[1];
  };

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  beforeEach(async () => {
    await ctx.reset();
    user = await createUser(ctx, { name: 'Rina Pratama', email: 'rina@example.test' });
    token = await signIn(user.email, user.password);
  });
  afterAll(() => ctx.close());

  describe('profile', () => {
    it('saves name, phone (as E.164) and language', async () => {
      const res = await saveProfile({ name: ' Rina Kusuma ', phone: '0812-3456-7890', language: 'en' });
      expect(res.statusCode, res.body).toBe(200);
      const body = ZProfileResponse.parse(res.json());
      expect(body.message).toBe('Profil disimpan');
      expect(body.userData).toMatchObject({ name: 'Rina Kusuma', phone: '+6281234567890', language: 'en' });
      expect(body.pendingEmail).toBeNull();
      expect((await me()).json().userData).toMatchObject({ name: 'Rina Kusuma', phone: '+6281234567890' });
      const profile = ZProfile.parse(
        (await ctx.request({ method: 'GET', url: '/api/user/profile', token })).json(),
      );
      expect(profile.userData.language).toBe('en');
    });

    it('refuses an invalid phone, an empty name and an unknown language with Indonesian messages', async () => {
      const res = await saveProfile({ name: '', phone: '12ab', language: 'fr' });
      expect(res.statusCode).toBe(422);
      const errors = res.json().errors;
      expect(errors.name).toEqual(['Nama wajib diisi']);
      expect(errors.phone[0]).toMatch(/Nomor telepon tidak valid/);
      expect(errors.language).toEqual(['Bahasa tidak dikenal']);
    });
  });

  describe('changing the e-mail address', () => {
    it('keeps the old address until the link sent to the new one is opened', async () => {
      const res = await saveProfile({ email: 'Rina.Baru@Example.test', currentPassword: user.password });
      expect(res.statusCode, res.body).toBe(200);
      const body = ZProfileResponse.parse(res.json());
      expect(body.pendingEmail).toBe('rina.baru@example.test');
      expect(body.userData.email).toBe('rina@example.test');
      expect(body.message).toMatch(/rina\.baru@example\.test/);

      // The old address still signs in; the new one does not exist yet.
      expect((await login(ctx, 'rina@example.test', user.password)).statusCode).toBe(200);
      expect((await login(ctx, 'rina.baru@example.test', user.password)).statusCode).toBe(422);

      const [confirmation] = await mailsTo(ctx, 'rina.baru@example.test');
      expect(confirmation?.subject).toBe('Konfirmasi alamat email barumu');
      expect(confirmation?.text).toContain(`${ctx.config.appUrl}/profile?emailToken=`);
      const [notice] = await mailsTo(ctx, 'rina@example.test');
      expect(notice?.subject).toBe('Permintaan penggantian email akun Undangin');
      expect(notice?.text).not.toMatch(/emailToken/);

      const confirmed = await ctx.request({
        method: 'POST',
        url: '/api/user/email/change',
        token,
        payload: { token: linkToken(confirmation!.text) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({
        userData: { email: 'rina.baru@example.test', emailVerified: true },
        pendingEmail: null,
      });
      expect((await login(ctx, 'rina.baru@example.test', user.password)).statusCode).toBe(200);
      expect((await login(ctx, 'rina@example.test', user.password)).statusCode).toBe(422);
    });

    it('refuses an address another account has, and someone else’s or an expired link', async () => {
      const other = await createUser(ctx, { email: 'dimas@example.test' });
      const taken = await saveProfile({ email: 'dimas@example.test', currentPassword: user.password });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.email).toEqual(['Email sudah digunakan akun lain']);

      const otherToken = await signIn(other.email, other.password);
      await saveProfile({ email: 'rina.lain@example.test', currentPassword: user.password });
      const [mail] = await mailsTo(ctx, 'rina.lain@example.test');
      const stolen = await ctx.request({
        method: 'POST',
        url: '/api/user/email/change',
        token: otherToken,
        payload: { token: linkToken(mail!.text) },
      });
      expect(stolen.statusCode).toBe(422);
      expect(stolen.json().code).toBe(ERROR_CODES.tokenInvalid);

      ctx.clock.advance(73 * 60 * 60 * 1000);
      const fresh = await signIn(user.email, user.password);
      const expired = await ctx.request({
        method: 'POST',
        url: '/api/user/email/change',
        token: fresh,
        payload: { token: linkToken(mail!.text) },
      });
      expect(expired.statusCode).toBe(422);
      expect(expired.json().code).toBe(ERROR_CODES.tokenExpired);
      const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.email).toBe('rina@example.test');
    });

    it('voids the older link when a newer address is asked for, and cancels when the old one is saved again', async () => {
      await saveProfile({ email: 'satu@example.test', currentPassword: user.password });
      const first = await issueEmailToken(
        ctx.app.db,
        { id: user.id, email: 'satu@example.test' },
        'change_email',
        ctx.clock.now(),
      );
      await saveProfile({ email: 'dua@example.test', currentPassword: user.password });
      const older = await ctx.request({
        method: 'POST',
        url: '/api/user/email/change',
        token,
        payload: { token: first },
      });
      expect(older.statusCode).toBe(422);
      expect(older.json().code).toBe(ERROR_CODES.tokenUsed);

      const cancelled = ZProfileResponse.parse((await saveProfile({ email: 'rina@example.test' })).json());
      expect(cancelled.pendingEmail).toBeNull();
    });

    it('asks for the current password before asking for a new address', async () => {
      const other = await createUser(ctx, { email: 'dimas@example.test' });
      for (const [payload, message] of [
        [{}, 'Masukkan password saat ini untuk mengganti email'],
        [{ currentPassword: '' }, 'Masukkan password saat ini untuk mengganti email'],
        [{ currentPassword: 'bukan-ini' }, 'Password saat ini salah'],
        [{ currentPassword: `${user.password} ` }, 'Password saat ini salah'],
      ] as const) {
        const res = await saveProfile(
          { name: 'Pembajak', email: 'pembajak@example.test', ...payload },
          token,
          '10.9.9.8',
        );
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors).toEqual({ currentPassword: [message] });
      }
      // Nothing was asked for or saved, and without the password no one learns whose an address is.
      const taken = await saveProfile(
        { email: other.email, currentPassword: 'bukan-ini' },
        token,
        '10.9.9.8',
      );
      expect(taken.json().errors).toEqual({ currentPassword: ['Password saat ini salah'] });
      expect(await mailsTo(ctx, 'pembajak@example.test')).toEqual([]);
      const profile = ZProfile.parse(
        (await ctx.request({ method: 'GET', url: '/api/user/profile', token })).json(),
      );
      expect(profile).toMatchObject({ pendingEmail: null, userData: { name: 'Rina Pratama' } });

      const asked = await saveProfile(
        { email: 'rina.baru@example.test', currentPassword: user.password },
        token,
        '10.9.9.8',
      );
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().pendingEmail).toBe('rina.baru@example.test');
    });

    it('slows down guessing the password through the e-mail field, not saving a name', async () => {
      for (let i = 0; i < 10; i++) {
        const res = await saveProfile(
          { email: `tebak-${i}@example.test`, currentPassword: `tebakan-${i}` },
          token,
          '10.9.9.9',
        );
        expect(res.statusCode).toBe(422);
      }
      const limited = await saveProfile(
        { email: 'tebak@example.test', currentPassword: user.password },
        token,
        '10.9.9.9',
      );
      expect(limited.statusCode, limited.body).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await saveProfile({ name: 'Rina Kusuma' }, token, '10.9.9.9')).statusCode).toBe(200);
    });
  });

  describe('password', () => {
    const changePassword = (payload: Record<string, unknown>, t = token) =>
      ctx.request({ method: 'PUT', url: '/api/user/password', token: t, payload });

    it('checks the current password, the registration rules and the confirmation', async () => {
      const wrong = await changePassword({
        currentPassword: 'bukan-ini',
        password: 'Sawah-Hijau-2031',
        passwordConfirmation: 'Sawah-Hijau-2031',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.currentPassword).toEqual(['Password saat ini salah']);

      const short = await changePassword({
        currentPassword: user.password,
        password: 'pendek',
        passwordConfirmation: 'beda',
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.password).toEqual(['Password minimal 8 karakter']);
      expect(short.json().errors.passwordConfirmation).toEqual(['Konfirmasi password tidak sama']);

      const common = await changePassword({
        currentPassword: user.password,
        password: 'password123',
        passwordConfirmation: 'password123',
      });
      expect(common.statusCode).toBe(422);
      expect(common.json().errors.password[0]).toMatch(/terlalu umum/);
    });

    it('ends every other session and keeps this one on a fresh token', async () => {
      const otherDevice = await signIn(user.email, user.password);
      const res = await changePassword({
        currentPassword: user.password,
        password: 'Sawah-Hijau-2031',
        passwordConfirmation: 'Sawah-Hijau-2031',
      });
      expect(res.statusCode, res.body).toBe(200);
      const fresh = res.json().accessToken as string;
      expect((await me(fresh)).statusCode).toBe(200);
      for (const ended of [token, otherDevice]) {
        const refused = await me(ended);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().message).toBe(SESSION_ENDED_MESSAGE);
      }
      expect((await login(ctx, user.email, user.password)).statusCode).toBe(422);
      expect((await login(ctx, user.email, 'Sawah-Hijau-2031')).statusCode).toBe(200);
      const mails = await mailsTo(ctx, user.email, 'Password akun Undangin kamu telah diganti');
      expect(mails).toHaveLength(1);
    });
  });

  describe('avatar', () => {
    const upload = (body: Buffer, query = '', filename?: string, type?: string) =>
      ctx.request({
        method: 'POST',
        url: `/api/user/avatar${query}`,
        token,
        ...avatarUpload(body, filename, type),
      });

    it('crops the chosen square, re-encodes it as a 256 px WebP and serves it', async () => {
      const res = await upload(await photo(), '?x=0&y=0&size=100');
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().userData.avatarUrl as string;
      expect(url).toMatch(/^\/api\/files\/avatars\/[0-9a-f]{32}\.webp$/);
      const served = await ctx.request({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      // The crop was the red corner.
      const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);
      expect(data[1]).toBeLessThan(60);
    });

    it('takes the centre when no crop is given, and removes the old photo when replaced or deleted', async () => {
      const first = (await upload(await photo())).json().userData.avatarUrl as string;
      const firstFile = join(ctx.config.dataDir, 'files', 'avatars', first.split('/').pop()!);
      expect(existsSync(firstFile)).toBe(true);
      const { data } = await sharp((await ctx.request({ method: 'GET', url: first })).rawPayload)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeLessThan(60); // teal, not the red corner

      const second = (await upload(await photo(300, 400))).json().userData.avatarUrl as string;
      expect(second).not.toBe(first);
      expect(existsSync(firstFile)).toBe(false);
      expect((await ctx.request({ method: 'GET', url: first })).statusCode).toBe(404);

      const removed = await ctx.request({ method: 'DELETE', url: '/api/user/avatar', token });
      expect(removed.json().userData.avatarUrl).toBeNull();
      expect((await ctx.request({ method: 'GET', url: second })).statusCode).toBe(404);
    });

    it('refuses a file that is not a photo, a crop outside the photo and a pixel flood', async () => {
      const script = await upload(Buffer.from('<script>alert(1)</script>'), '', 'foto.jpg', 'image/jpeg');
      expect(script.statusCode).toBe(422);
      expect(script.json().errors.file).toEqual(['Foto harus berupa JPEG, PNG atau WebP.']);

      const outside = await upload(await photo(), '?x=700&y=0&size=200');
      expect(outside.statusCode).toBe(422);
      expect(outside.json().errors.crop[0]).toMatch(/di luar foto/);

      const partial = await upload(await photo(), '?x=0');
      expect(partial.statusCode).toBe(422);

      const flooded = await upload(pixelFloodPng(), '', 'flood.png', 'image/png');
      expect(flooded.statusCode).toBe(422);
      expect(flooded.json().errors.file[0]).toMatch(/terlalu besar/);
    });

    it('answers 404 for a made-up photo name', async () => {
      expect(
        (await ctx.request({ method: 'GET', url: '/api/files/avatars/..%2F..%2Fjwt-secret' })).statusCode,
      ).toBe(404);
      expect(
        (await ctx.request({ method: 'GET', url: `/api/files/avatars/${'a'.repeat(32)}.webp` })).statusCode,
      ).toBe(404);
    });
  });

  describe('account deletion', () => {
    it('asks for the password', async () => {
      const res = await ctx.request({
        method: 'DELETE',
        url: '/api/user',
        token,
        payload: { password: 'salah' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toEqual(['Password salah']);
      expect((await me()).statusCode).toBe(200);
    });

    it('is refused for the last administrator', async () => {
      const adminToken = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      const res = await ctx.request({
        method: 'DELETE',
        url: '/api/user',
        token: adminToken,
        payload: { password: TEST_ADMIN.password },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(ERROR_CODES.lastAdministrator);
      expect(res.json().message).toMatch(/administrator terakhir/);
      expect((await me(adminToken)).statusCode).toBe(200);

      // With a second administrator the first may leave.
      await createUser(ctx, { role: 'admin' });
      const allowed = await ctx.request({
        method: 'DELETE',
        url: '/api/user',
        token: adminToken,
        payload: { password: TEST_ADMIN.password },
      });
      expect(allowed.statusCode).toBe(200);
    });
  });

  describe('export', () => {
    it('gives a JSON file of the account without its password hash', async () => {
      await saveProfile({ phone: '081234567890' });
      const res = await ctx.request({ method: 'GET', url: '/api/user/export', token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="undangin-data-saya-\d{8}\.json"$/,
      );
      const data = JSON.parse(res.body);
      expect(data.account).toMatchObject({ email: 'rina@example.test', phone: '+6281234567890' });
      expect(data.invitations).toEqual([]);
      expect(res.body).not.toMatch(/argon2|passwordHash|tokenHash/);
    });

    it('holds every message marked sent to the invitation’s guests', async () => {
      const created = await ctx.request({ method: 'POST', url: '/api/invitations', token, payload: {} });
      const invitationId = created.json().id as string;
      const guest = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${invitationId}/guests`,
        token,
        payload: { name: 'Pak Harjo', phone: '081298765432' },
      });
      const guestId = guest.json().id as string;
      for (const kind of ['invitation', 'reminder']) {
        const sent = await ctx.request({
          method: 'POST',
          url: `/api/guests/${guestId}/sent`,
          token,
          payload: { kind },
        });
        expect(sent.statusCode, sent.body).toBe(200);
      }
      const res = await ctx.request({ method: 'GET', url: '/api/user/export', token });
      const [invitation] = JSON.parse(res.body).invitations;
      expect(invitation.guestFollowUps).toHaveLength(2);
      expect(invitation.guestFollowUps).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ guestId, kind: 'invitation' }),
          expect.objectContaining({ guestId, kind: 'reminder' }),
        ]),
      );
    });

    it('asks which invitation a guest spreadsheet is for', async () => {
      const res = await ctx.request({ method: 'GET', url: '/api/user/export?format=xlsx', token });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.invitationId).toEqual(['Pilih undangan yang daftar tamunya diunduh']);
    });

    it('answers a spreadsheet of another user’s invitation with 404', async () => {
      const other = await createUser(ctx);
      const created = await ctx.request({
        method: 'POST',
        url: '/api/invitations',
        token: await signIn(other.email, other.password),
        payload: {},
      });
      expect(created.statusCode, created.body).toBe(201);
      const res = await ctx.request({
        method: 'GET',
        url: `/api/user/export?format=xlsx&invitationId=${created.json().id}`,
        token,
      });
      expect(res.statusCode).toBe(404);
    });

    it('gives the guest spreadsheet of the caller’s invitation', async () => {
      const created = await ctx.request({ method: 'POST', url: '/api/invitations', token, payload: {} });
      const invitationId = created.json().id as string;
      const guest = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${invitationId}/guests`,
        token,
        payload: { name: 'Pak Harjo', phone: '081298765432' },
      });
      expect(guest.statusCode, guest.body).toBe(201);
      const res = await ctx.request({
        method: 'GET',
        url: `/api/user/export?format=xlsx&invitationId=${invitationId}`,
        token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/spreadsheetml/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(2).getCell(1).value).toBe('Pak Harjo');
    });
  });
});

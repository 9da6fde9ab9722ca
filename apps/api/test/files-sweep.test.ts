import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TInvitation } from '@undangin/shared';
import { invitationMedia, unownedFiles, users } from '../src/db/schema';
import { ORPHAN_GRACE_MS, runOrphanSweep } from '../src/modules/files/orphan-sweep';
import { lockInvitation } from '../src/modules/invitations/repository';
import { markUnowned } from '../src/plugins/storage-ledger-repository';
import { tokenFor } from './helpers/accounts';
import { createTestContext, type TTestContext } from './helpers/app';
import { fileUpload } from './helpers/multipart';
import { testDbKind } from './helpers/database';
import { createInvitation, session, type TSession } from './helpers/invitations';
import { avatarUpload, photo } from './helpers/profile';

const HOUR = 60 * 60 * 1000;
const WIDTHS = [480, 960, 1600];

describe('files: sweeping uploads no record names', () => {
  let ctx: TTestContext;
  let owner: TSession;
  let invitation: TInvitation;
  let picture: Buffer;

  beforeAll(async () => {
    ctx = await createTestContext();
    picture = await photo(640, 480);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    owner = await session(ctx);
    invitation = await createInvitation(ctx, owner.token);
  });

  const sweep = () => runOrphanSweep({ db: ctx.app.db, storage: ctx.app.storage }, ctx.clock.now());
  const stored = async (key: string) => (await ctx.app.storage.get(key)) !== null;
  const watched = async () => (await ctx.app.db.select().from(unownedFiles)).map((row) => row.key).sort();
  const mediaFiles = (key: string) => WIDTHS.map((width) => `media/${key}-${width}.webp`);

  async function uploadPhoto(): Promise<string> {
    const res = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/media`,
      token: owner.token,
      ...fileUpload('foto.jpg', 'image/jpeg', picture),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ key: string }>().key;
  }

  async function uploadAvatar(): Promise<string> {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/user/avatar',
      token: owner.token,
      ...avatarUpload(picture),
    });
    expect(res.statusCode, res.body).toBe(200);
    return `avatars/${(res.json().userData.avatarUrl as string).split('/').pop()}`;
  }

  /** Saves with a token made at the moved clock's time, as the editor's fresh session would. */
  const saveCover = async (key: string, version: number) =>
    ctx.request({
      method: 'PATCH',
      url: `/api/invitations/${invitation.id}`,
      token: await tokenFor(ctx, owner.user.id),
      payload: { version, content: { coverPhoto: { key, alt: 'Sampul' } } },
    });

  it('keeps files their records name, and stops watching them', async () => {
    const avatar = await uploadAvatar();
    const cover = await uploadPhoto();
    expect((await saveCover(cover, invitation.version)).statusCode).toBe(200);
    expect(await watched()).toEqual([avatar, ...mediaFiles(cover)].sort());

    ctx.clock.advance(ORPHAN_GRACE_MS + HOUR);
    const result = await sweep();

    expect(result).toMatchObject({ ran: true, records: 0, deleted: 0, owned: 4 });
    expect(await stored(avatar)).toBe(true);
    for (const file of mediaFiles(cover)) expect(await stored(file)).toBe(true);
    expect(await watched()).toEqual([]);
  });

  it('removes an upload whose save never came once the grace period is over', async () => {
    const unsaved = await uploadPhoto();
    // A file written just before a crash, whose record was never written.
    const stray = `avatars/${randomBytes(16).toString('hex')}.webp`;
    await ctx.app.storage.put(stray, picture, 'image/webp');

    ctx.clock.advance(ORPHAN_GRACE_MS + HOUR);
    const result = await sweep();

    expect(result).toMatchObject({ ran: true, records: 1, deleted: 4, failed: 0 });
    for (const file of [...mediaFiles(unsaved), stray]) expect(await stored(file)).toBe(false);
    const records = await ctx.app.db
      .select()
      .from(invitationMedia)
      .where(eq(invitationMedia.invitationId, invitation.id));
    expect(records).toEqual([]);
    expect(await watched()).toEqual([]);
  });

  it('leaves an unnamed upload alone while it is younger than the grace period', async () => {
    const unsaved = await uploadPhoto();
    const stray = `avatars/${randomBytes(16).toString('hex')}.webp`;
    await ctx.app.storage.put(stray, picture, 'image/webp');

    ctx.clock.advance(ORPHAN_GRACE_MS - HOUR);
    expect(await sweep()).toMatchObject({ ran: true, records: 0, deleted: 0, owned: 0 });

    for (const file of [...mediaFiles(unsaved), stray]) expect(await stored(file)).toBe(true);
    // Saved late but within the grace period, the upload is the content's and stays.
    expect((await saveCover(unsaved, invitation.version)).statusCode).toBe(200);
    ctx.clock.advance(2 * HOUR);
    expect(await sweep()).toMatchObject({ records: 0, deleted: 1, owned: 3 });
    for (const file of mediaFiles(unsaved)) expect(await stored(file)).toBe(true);
    expect(await stored(stray)).toBe(false);
  });

  it('removes a file whose record let it go when the delete after the change never happened', async () => {
    const avatar = await uploadAvatar();
    // What a crash between the database change and the storage delete leaves behind.
    await markUnowned(ctx.app.db, [avatar], ctx.clock.now());
    await ctx.app.db.update(users).set({ avatarKey: null }).where(eq(users.id, owner.user.id));

    ctx.clock.advance(ORPHAN_GRACE_MS + HOUR);
    expect(await sweep()).toMatchObject({ deleted: 1 });
    expect(await stored(avatar)).toBe(false);
  });

  it('removes an invitation’s files once it is deleted, and the sweep has nothing left to do', async () => {
    const cover = await uploadPhoto();
    expect((await saveCover(cover, invitation.version)).statusCode).toBe(200);
    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/invitations/${invitation.id}`,
      token: owner.token,
    });
    expect(removed.statusCode).toBe(200);
    for (const file of mediaFiles(cover)) expect(await stored(file)).toBe(false);
    expect(await watched()).toEqual([]);
  });

  it('refuses a save naming an upload the sweep already removed', async () => {
    const late = await uploadPhoto();
    ctx.clock.advance(ORPHAN_GRACE_MS + HOUR);
    await sweep();
    const res = await saveCover(late, invitation.version);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.content[0]).toMatch(/tidak ditemukan/);
  });

  describe.runIf(testDbKind === 'postgres')('on PostgreSQL, beside other processes', () => {
    it('waits for a save in flight and keeps the upload that save names', async () => {
      const cover = await uploadPhoto();
      ctx.clock.advance(ORPHAN_GRACE_MS + HOUR);
      let sweeping: ReturnType<typeof sweep> | undefined;
      let finished = false;
      // A save holding the invitation's row, as the service's update does between its check and its write.
      await ctx.app.db.transaction(async (tx) => {
        await lockInvitation(tx, invitation.id);
        sweeping = sweep();
        void sweeping.then(() => {
          finished = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(finished).toBe(false);
        await tx.execute(
          sql`update invitations set content = ${JSON.stringify({ coverPhoto: { key: cover } })}::jsonb where id = ${invitation.id}`,
        );
      });
      expect(await sweeping).toMatchObject({ ran: true, records: 0 });
      for (const file of mediaFiles(cover)) expect(await stored(file)).toBe(true);
    });

    it('runs in one process at a time', async () => {
      await uploadPhoto();
      ctx.clock.advance(ORPHAN_GRACE_MS + HOUR);
      await ctx.app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(727701)`);
        expect(await sweep()).toEqual({ ran: false, records: 0, deleted: 0, owned: 0, failed: 0 });
      });
      expect(await sweep()).toMatchObject({ ran: true, records: 1, deleted: 3 });
    });
  });
});

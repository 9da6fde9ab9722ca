import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TGuestPrivacy } from '@undangin/shared';
import { notifications } from '../src/db/schema';
import { runGuestErasure } from '../src/modules/guests/privacy-job';
import { tokenFor } from './helpers/accounts';
import type { TTestContext } from './helpers/app';
import { testDbKind } from './helpers/database';
import { addGuest, guestWorld, guestWorldHooks, listAll, type TGuestWorld } from './helpers/guests';

const DAY = 24 * 60 * 60 * 1000;
/** The last event of the test invitation (resepsi, 14 June 2030, 11:00–14:00 WIB) ends here. */
const LAST_EVENT_END = Date.parse('2030-06-14T07:00:00Z');
const ERASE_AT = LAST_EVENT_END + 90 * DAY;

describe('guests: erasing contact data after the wedding (UU PDP)', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  guestWorldHooks({ guestLimit: 1000 }, (app, made) => {
    ctx = app;
    world = made;
  });
  beforeEach(async () => {
    await addGuest(ctx, world, { name: 'Budi', phone: '0812 3456 7890', email: 'budi@example.test' });
    await addGuest(ctx, world, { name: 'Sari', phone: '0813 1111 2222' });
  });

  /** Weeks later on the clock; the couple signs in again (an access token lasts 12 hours). */
  const at = async (instant: number) => {
    ctx.clock.stopAt(instant);
    world.token = await tokenFor(ctx, world.user.id);
  };
  const run = () => runGuestErasure(ctx.app.db, ctx.clock.now());
  const titles = async () => (await ctx.app.db.select().from(notifications)).map((n) => n.title);
  const privacy = async () =>
    (
      await ctx.request({
        method: 'GET',
        url: `/api/invitations/${world.invitation.id}/guests/privacy`,
        token: world.token,
      })
    ).json<TGuestPrivacy>();

  it('tells the owner two weeks before, once, then erases phones and e-mails 90 days after the last event', async () => {
    expect((await privacy()).eraseAt).toBe(new Date(ERASE_AT).toISOString());

    await at(ERASE_AT - 15 * DAY);
    expect(await run()).toEqual({ ran: true, notified: 0, erased: 0 });

    await at(ERASE_AT - 14 * DAY);
    expect(await run()).toEqual({ ran: true, notified: 1, erased: 0 });
    expect(await run()).toEqual({ ran: true, notified: 0, erased: 0 });
    expect(await titles()).toEqual(['Data kontak tamu akan dihapus']);

    await at(ERASE_AT - 1000);
    await run();
    expect((await listAll(ctx, world)).every((guest) => guest.phone !== null)).toBe(true);

    await at(ERASE_AT);
    expect(await run()).toEqual({ ran: true, notified: 0, erased: 1 });
    const guests = await listAll(ctx, world);
    expect(guests.map((guest) => [guest.name, guest.phone, guest.email])).toEqual([
      ['Budi', null, null],
      ['Sari', null, null],
    ]);
    expect(await titles()).toEqual(['Data kontak tamu akan dihapus', 'Nomor dan email tamu telah dihapus']);
    expect((await privacy()).erasedAt).toBe(new Date(ERASE_AT).toISOString());

    // A guest added afterwards is erased on the next run, without telling the owner again.
    await addGuest(ctx, world, { name: 'Telat', phone: '0814 2222 3333' });
    expect(await run()).toEqual({ ran: true, notified: 0, erased: 1 });
    expect(await titles()).toHaveLength(2);
  });

  it('keeps the data longer when the owner extends, and warns again before the new date', async () => {
    await at(ERASE_AT - 10 * DAY);
    await run();
    const extended = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${world.invitation.id}/guests/privacy/extend`,
      token: world.token,
      payload: { days: 30 },
    });
    expect(extended.statusCode).toBe(200);
    const newDate = ERASE_AT + 30 * DAY;
    expect(extended.json<TGuestPrivacy>()).toMatchObject({ eraseAt: new Date(newDate).toISOString() });

    await at(ERASE_AT + DAY);
    expect(await run()).toEqual({ ran: true, notified: 0, erased: 0 });
    await at(newDate - 14 * DAY);
    expect(await run()).toMatchObject({ notified: 1, erased: 0 });
    await at(newDate);
    expect(await run()).toMatchObject({ erased: 1 });
    expect(await titles()).toEqual([
      'Data kontak tamu akan dihapus',
      'Data kontak tamu akan dihapus',
      'Nomor dan email tamu telah dihapus',
    ]);

    const stranger = await guestWorld(ctx, 'Orang Lain');
    const refused = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${world.invitation.id}/guests/privacy/extend`,
      token: stranger.token,
      payload: { days: 30 },
    });
    expect(refused.statusCode).toBe(404);
  });

  it.runIf(testDbKind === 'postgres')(
    'runs once across processes: a held lock makes another run step aside',
    async () => {
      await at(ERASE_AT);
      const holder = ctx.app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(727501)`);
        expect(await run()).toEqual({ ran: false, notified: 0, erased: 0 });
      });
      await holder;
      expect(await run()).toMatchObject({ ran: true, erased: 1 });
    },
  );
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TInvitation, TTransactionDetail } from '@undangin/shared';
import { createTestContext, type TTestContext } from './helpers/app';
import {
  approve,
  buy,
  confirm,
  createBankAccount,
  createUser,
  loginAdmin,
  signInAgain,
  type TSignedInUser,
} from './helpers/billing';
import { publishedInvitation, templateIdBySlug, uniqueSlug } from './helpers/invitations';

const DAY = 24 * 60 * 60 * 1000;

/** What the server enforces changes with the package an administrator approved. */
describe('entitlements follow the invitation’s package', () => {
  let ctx: TTestContext;
  let admin: TSignedInUser;
  let user: TSignedInUser;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    admin = await loginAdmin(ctx);
    user = await createUser(ctx, 'Rara Ayu');
    await createBankAccount(ctx, admin);
  });

  const invitation = async (id: string) =>
    (
      await ctx.request({ method: 'GET', url: `/api/invitations/${id}`, token: user.token })
    ).json<TInvitation>();

  async function pay(invitationId: string, code: string): Promise<TTransactionDetail> {
    const t = await buy(ctx, user, invitationId, code);
    await confirm(ctx, user, t);
    expect((await approve(ctx, admin, t.id)).statusCode).toBe(200);
    return t;
  }

  const addGuest = (invitationId: string, name: string) =>
    ctx.request({
      method: 'POST',
      url: `/api/invitations/${invitationId}/guests`,
      token: user.token,
      payload: { name },
    });

  it('starts on Gratis and raises every limit once a paid package is approved', async () => {
    const created = await publishedInvitation(ctx, user.token);
    expect(created.allowance).toMatchObject({
      galleryMax: 4,
      musicUpload: false,
      premiumTemplates: false,
      wishesModeration: false,
      showMark: true,
    });
    for (let i = 1; i <= 25; i++) expect((await addGuest(created.id, `Tamu ${i}`)).statusCode).toBe(201);
    const over = await addGuest(created.id, 'Tamu 26');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/Batas tamu paket undangan ini 25/);

    const marked = await ctx.request({ method: 'GET', url: `/u/${created.slug}` });
    expect(marked.body).toContain('dibuat dengan Undangin');

    await pay(created.id, 'premium');
    expect((await invitation(created.id)).allowance).toMatchObject({
      galleryMax: 30,
      musicUpload: true,
      premiumTemplates: true,
      wishesModeration: true,
      showMark: false,
    });
    expect((await addGuest(created.id, 'Tamu 26')).statusCode).toBe(201);
    const unmarked = await ctx.request({ method: 'GET', url: `/u/${created.slug}` });
    expect(unmarked.statusCode).toBe(200);
    expect(unmarked.body).not.toContain('dibuat dengan Undangin');
  });

  it('keeps premium templates for packages that include them', async () => {
    const created = await publishedInvitation(ctx, user.token);
    const premiumTemplate = await templateIdBySlug(ctx, 'elegan-gelap');
    const refused = await ctx.request({
      method: 'PATCH',
      url: `/api/invitations/${created.id}`,
      token: user.token,
      payload: { version: created.version, templateId: premiumTemplate },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.templateId[0]).toMatch(/premium/);

    await pay(created.id, 'premium');
    const allowed = await ctx.request({
      method: 'PATCH',
      url: `/api/invitations/${created.id}`,
      token: user.token,
      payload: { version: created.version, templateId: premiumTemplate },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('allows QR check-in only on a package with it', async () => {
    const created = await publishedInvitation(ctx, user.token);
    const guest = (await addGuest(created.id, 'Budi')).json<{ id: string }>();
    const checkIn = () =>
      ctx.request({
        method: 'POST',
        url: `/api/guests/${guest.id}/check-in`,
        token: user.token,
        payload: { pax: 1 },
      });
    const refused = await checkIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Check-in QR tidak termasuk/);
    await pay(created.id, 'premium');
    expect((await checkIn()).statusCode).toBe(200);
  });

  it('answers 410 once the active period ended, and the page is back as soon as a renewal is approved', async () => {
    const created = await publishedInvitation(ctx, user.token, undefined, { slug: uniqueSlug('masa-aktif') });
    expect((await ctx.request({ method: 'GET', url: `/u/${created.slug}` })).statusCode).toBe(200);

    ctx.clock.advance(15 * DAY);
    await signInAgain(ctx, user, admin);
    ctx.app.events.emit('invitation.changed', { slug: created.slug });
    const ended = await ctx.request({ method: 'GET', url: `/u/${created.slug}` });
    expect(ended.statusCode).toBe(410);
    expect(ended.body).toContain('Masa aktif undangan telah berakhir');
    expect(ended.body).toContain('Pemilik undangan dapat memperpanjang masa aktifnya di menu Paket');
    const plan = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${created.id}/package`,
      token: user.token,
    });
    expect(plan.json()).toMatchObject({ expired: true, daysLeft: 0, package: { code: 'gratis' } });

    await pay(created.id, 'basic');
    const back = await ctx.request({ method: 'GET', url: `/u/${created.slug}` });
    expect(back.statusCode).toBe(200);
    const renewed = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${created.id}/package`,
      token: user.token,
    });
    expect(renewed.json()).toMatchObject({ expired: false, daysLeft: 60, package: { code: 'basic' } });
  });
});

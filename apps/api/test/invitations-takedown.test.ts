import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TInvitation, TInvitationList } from '@undangin/shared';
import { auditLog, notifications } from '../src/db/schema';
import { createTestContext, type TTestContext } from './helpers/app';
import { findAdmin, tokenFor } from './helpers/accounts';
import { publishedInvitation, session, type TSession } from './helpers/invitations';

const REASON = 'Foto melanggar ketentuan layanan';

/** Item 7 of issue 12: an administrator's take-down holds until an administrator lifts it. */
describe('take-down by an administrator', () => {
  let ctx: TTestContext;
  let owner: TSession;
  let adminToken: string;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    owner = await session(ctx, { name: 'Rara' });
    adminToken = await tokenFor(ctx, (await findAdmin(ctx)).id);
  });

  async function takenDown(): Promise<TInvitation> {
    const published = await publishedInvitation(ctx, owner.token);
    const down = await ctx.request({
      method: 'POST',
      url: `/api/admin/invitations/${published.id}/unpublish`,
      token: adminToken,
      payload: { reason: REASON },
    });
    expect(down.statusCode).toBe(200);
    return published;
  }

  const publish = (id: string) =>
    ctx.request({ method: 'POST', url: `/api/invitations/${id}/publish`, token: owner.token });
  const restore = (id: string, token = adminToken) =>
    ctx.request({ method: 'POST', url: `/api/admin/invitations/${id}/restore`, token });
  const page = (slug: string) =>
    ctx.request({ method: 'GET', url: `/u/${slug}`, headers: { 'user-agent': 'test-bot' } });

  it('refuses the owner’s publish with 409 and the reason, and the page stays down', async () => {
    const invitation = await takenDown();
    const again = await publish(invitation.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TAKEN_DOWN' });
    expect(again.json().message).toContain('diturunkan oleh admin');
    expect(again.json().message).toContain(REASON);
    expect((await page(invitation.slug)).statusCode).toBe(404);
  });

  it('shows the owner the reason in the invitation and in the list, also after the owner saves again', async () => {
    const invitation = await takenDown();
    const read = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${invitation.id}`,
      token: owner.token,
    });
    const current = read.json<TInvitation>();
    expect(current).toMatchObject({ status: 'draft', unpublishedReason: REASON });
    const saved = await ctx.request({
      method: 'PATCH',
      url: `/api/invitations/${invitation.id}`,
      token: owner.token,
      payload: { version: current.version, content: { ...current.content, dressCode: { text: 'Batik' } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TInvitation>().unpublishedReason).toBe(REASON);
    const list = await ctx.request({ method: 'GET', url: '/api/invitations', token: owner.token });
    expect(list.json<TInvitationList>().data[0]).toMatchObject({ unpublishedReason: REASON });
    expect((await publish(invitation.id)).statusCode).toBe(409);
  });

  it('is lifted by an administrator only; then the owner publishes and guests see the page', async () => {
    const invitation = await takenDown();
    const byOwner = await restore(invitation.id, owner.token);
    expect(byOwner.statusCode).toBe(403);

    const lifted = await restore(invitation.id);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({
      message: 'Penurunan undangan dicabut. Pemiliknya bisa menerbitkannya lagi.',
      invitation: { id: invitation.id, status: 'draft', unpublishedReason: null },
    });
    const told = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(told.map((n) => n.type)).toContain('invitation.restored');
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.subjectId, invitation.id));
    expect(audit.map((entry) => entry.action)).toContain('invitation.restore');

    const published = await publish(invitation.id);
    expect(published.statusCode).toBe(200);
    expect(published.json<TInvitation>()).toMatchObject({ status: 'published', unpublishedReason: null });
    expect((await page(invitation.slug)).statusCode).toBe(200);
  });

  it('answers 409 when there is no take-down to lift, and 404 for an unknown invitation', async () => {
    const published = await publishedInvitation(ctx, owner.token);
    const nothing = await restore(published.id);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'NOT_TAKEN_DOWN' });
    expect(nothing.json().message).toMatch(/tidak sedang diturunkan/);
    const unknown = await restore('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

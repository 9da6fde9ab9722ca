import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  TAdminInvitationList,
  TInvitation,
  TInvitationContentDraft,
  TInvitationList,
} from '@undangin/shared';
import { createTestContext, type TTestContext } from './helpers/app';
import { findAdmin, tokenFor } from './helpers/accounts';
import {
  COMPLETE_CONTENT,
  createInvitation,
  session,
  templateIdBySlug,
  uniqueSlug,
  type TSession,
} from './helpers/invitations';

const HANDLE_30 = 'a'.repeat(15) + '.' + 'b'.repeat(13) + '_';

function withHandles(bride: string, groom: string): TInvitationContentDraft {
  return {
    ...COMPLETE_CONTENT,
    couple: {
      ...COMPLETE_CONTENT.couple,
      bride: { ...COMPLETE_CONTENT.couple!.bride, fullName: 'Rara Ayu Lestari', instagram: bride },
      groom: { ...COMPLETE_CONTENT.couple!.groom, fullName: 'Dimas Prasetyo', instagram: groom },
    },
  };
}

/** Item 1 of issue 12: whatever content a save accepts, every read route answers with it. */
describe('invitation content round trip', () => {
  let ctx: TTestContext;
  let owner: TSession;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    owner = await session(ctx, { name: 'Rara' });
  });

  /** Saves `content`, publishes, and checks every read route gives the same content back. */
  async function saveAndReadBack(content: TInvitationContentDraft, expected: TInvitationContentDraft) {
    const templateId = await templateIdBySlug(ctx, 'jawa-klasik');
    const created = await createInvitation(ctx, owner.token, { slug: uniqueSlug(), templateId });
    const saved = await ctx.request({
      method: 'PATCH',
      url: `/api/invitations/${created.id}`,
      token: owner.token,
      payload: { version: created.version, content },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const want = { ...expected, pageLanguage: 'id' };
    expect(saved.json<TInvitation>().content).toEqual(want);

    const one = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${created.id}`,
      token: owner.token,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<TInvitation>().content).toEqual(want);

    const list = await ctx.request({ method: 'GET', url: '/api/invitations', token: owner.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<TInvitationList>().data.map((row) => row.id)).toEqual([created.id]);

    const published = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${created.id}/publish`,
      token: owner.token,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<TInvitation>().content).toEqual(want);

    const admin = await tokenFor(ctx, (await findAdmin(ctx)).id);
    const adminList = await ctx.request({ method: 'GET', url: '/api/admin/invitations', token: admin });
    expect(adminList.statusCode, adminList.body).toBe(200);
    expect(adminList.json<TAdminInvitationList>().total).toBe(1);

    const exported = await ctx.request({ method: 'GET', url: '/api/user/export', token: owner.token });
    expect(exported.statusCode).toBe(200);
    expect(JSON.parse(exported.body).invitations[0].content).toEqual(want);

    const page = await ctx.request({
      method: 'GET',
      url: `/u/${created.slug}`,
      headers: { 'user-agent': 'test-bot' },
    });
    expect(page.statusCode).toBe(200);
    return page.body;
  }

  it('keeps an Instagram handle written with @, and reads it back without the @ on every route', async () => {
    const page = await saveAndReadBack(
      withHandles('@rara.ayu', '@dimas_p'),
      withHandles('rara.ayu', 'dimas_p'),
    );
    expect(page).toContain('https://www.instagram.com/rara.ayu/');
    expect(page).toContain('https://www.instagram.com/dimas_p/');
  });

  it('keeps a handle written without @, of the longest length, on every route', async () => {
    const page = await saveAndReadBack(withHandles(HANDLE_30, 'dimas'), withHandles(HANDLE_30, 'dimas'));
    expect(page).toContain(`https://www.instagram.com/${HANDLE_30}/`);
  });

  it('creates an invitation whose content carries a handle and opens it again', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/invitations',
      token: owner.token,
      payload: { content: withHandles('@rara', '') },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<TInvitation>().id;
    const read = await ctx.request({ method: 'GET', url: `/api/invitations/${id}`, token: owner.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<TInvitation>().content.couple?.bride?.instagram).toBe('rara');
    expect(read.json<TInvitation>().content.couple?.groom?.instagram).toBe('');
  });

  it('refuses a profile link or a too-long handle with a message on the field, and the invitation still opens', async () => {
    const created = await createInvitation(ctx, owner.token);
    for (const handle of ['https://instagram.com/rara', 'instagram.com/rara', `${HANDLE_30}x`, '@@rara']) {
      const res = await ctx.request({
        method: 'PATCH',
        url: `/api/invitations/${created.id}`,
        token: owner.token,
        payload: { version: created.version, content: withHandles(handle, '') },
      });
      expect(res.statusCode, handle).toBe(422);
      expect(res.json().errors['content.couple.bride.instagram'][0], handle).toMatch(/^Instagram /);
    }
    const read = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${created.id}`,
      token: owner.token,
    });
    expect(read.statusCode).toBe(200);
  });
});

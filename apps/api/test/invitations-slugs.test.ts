import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TInvitation } from '@undangin/shared';
import { createTestContext, type TTestContext } from './helpers/app';
import {
  COMPLETE_CONTENT,
  createInvitation,
  insertGuest,
  publishedInvitation,
  session,
  uniqueSlug,
  type TSession,
} from './helpers/invitations';

const SLUG_TAKEN = 'Alamat undangan ini sudah dipakai, pilih yang lain';

/** Item 12 of issue 12: a slug that was ever published never goes to another account. */
describe('slugs of deleted invitations', () => {
  let ctx: TTestContext;
  let owner: TSession;
  let stranger: TSession;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    owner = await session(ctx, { name: 'Rara' });
    stranger = await session(ctx, { name: 'Orang Asing' });
  });

  const remove = (invitation: TInvitation, token = owner.token) =>
    ctx.request({ method: 'DELETE', url: `/api/invitations/${invitation.id}`, token });
  const create = (token: string, slug: string) =>
    ctx.request({ method: 'POST', url: '/api/invitations', token, payload: { slug } });
  const page = (path: string) =>
    ctx.request({ method: 'GET', url: path, headers: { 'user-agent': 'test-bot' } });

  it('refuses another account the slug of a deleted published invitation, on create and on save', async () => {
    const published = await publishedInvitation(ctx, owner.token);
    expect((await remove(published)).statusCode).toBe(200);

    const taken = await create(stranger.token, published.slug);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: [SLUG_TAKEN] });

    const theirs = await createInvitation(ctx, stranger.token);
    const renamed = await ctx.request({
      method: 'PATCH',
      url: `/api/invitations/${theirs.id}`,
      token: stranger.token,
      payload: { version: theirs.version, slug: published.slug.toUpperCase() },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ slug: [SLUG_TAKEN] });
  });

  it('shows the old general and personal links as "Undangan tidak ditemukan", even after a stranger tries the slug', async () => {
    const published = await publishedInvitation(ctx, owner.token);
    const guest = await insertGuest(ctx, published.id, { name: 'Budi' });
    expect((await page(`/u/${published.slug}/${guest.code}`)).statusCode).toBe(200);
    await remove(published);
    await publishedInvitation(ctx, stranger.token, COMPLETE_CONTENT, { slug: published.slug }).catch(
      () => undefined,
    );
    for (const path of [`/u/${published.slug}`, `/u/${published.slug}/${guest.code}`]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('Undangan tidak ditemukan');
    }
  });

  it('keeps the slug retired when the invitation had been unpublished before it was deleted', async () => {
    const published = await publishedInvitation(ctx, owner.token);
    await ctx.request({
      method: 'POST',
      url: `/api/invitations/${published.id}/unpublish`,
      token: owner.token,
    });
    await remove(published);
    expect((await create(stranger.token, published.slug)).statusCode).toBe(422);
  });

  it('keeps the slugs of an account that was deleted', async () => {
    const published = await publishedInvitation(ctx, owner.token);
    const gone = await ctx.request({
      method: 'DELETE',
      url: '/api/user',
      token: owner.token,
      payload: { password: owner.user.password },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await create(stranger.token, published.slug)).statusCode).toBe(422);
    expect((await page(`/u/${published.slug}`)).statusCode).toBe(404);
  });

  it('lets the same owner use their own old slug again', async () => {
    const published = await publishedInvitation(ctx, owner.token);
    await remove(published);
    const again = await create(owner.token, published.slug);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<TInvitation>().slug).toBe(published.slug);
  });

  it('frees the slug of a draft that was never published', async () => {
    const slug = uniqueSlug();
    const draft = await createInvitation(ctx, owner.token, { slug });
    await remove(draft);
    expect((await create(stranger.token, slug)).statusCode).toBe(201);
  });
});

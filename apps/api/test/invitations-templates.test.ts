import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TTemplate, TTemplateList } from '@undangin/shared';
import { TEMPLATES } from '@undangin/templates';
import { seedTemplates } from '../src/modules/templates/seed';
import { createTestContext, type TTestContext } from './helpers/app';
import { findAdmin, tokenFor } from './helpers/accounts';
import { createInvitation, session, templateIdBySlug, type TSession } from './helpers/invitations';

describe('templates API', () => {
  let ctx: TTestContext;
  let user: TSession;
  let adminToken: string;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    user = await session(ctx);
    adminToken = await tokenFor(ctx, (await findAdmin(ctx)).id);
  });

  const list = async (token: string) =>
    (await ctx.request({ method: 'GET', url: '/api/templates', token })).json<TTemplateList>().data;

  it('lists the seeded templates with their demo, thumbnail, tier and category', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/templates' })).statusCode).toBe(401);
    const templates = await list(user.token);
    expect(templates).toHaveLength(TEMPLATES.length);
    expect(templates.length).toBeGreaterThanOrEqual(6);
    for (const template of templates) {
      expect(template.demoUrl).toBe(`/u/demo/${template.slug}`);
      expect(template.thumbnailUrl).toBe(`/u/assets/thumbnails/${template.component}.svg`);
      expect(['free', 'premium']).toContain(template.tier);
      expect(template.category).not.toBe('');
      const thumbnail = await ctx.request({ method: 'GET', url: template.thumbnailUrl });
      expect(thumbnail.statusCode).toBe(200);
      const demo = await ctx.request({ method: 'GET', url: template.demoUrl });
      expect(demo.statusCode).toBe(200);
    }
  });

  it('seeds once: a second start adds nothing and keeps an administrator’s edits', async () => {
    const id = await templateIdBySlug(ctx, 'minimalis');
    await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${id}`,
      token: adminToken,
      payload: { name: 'Minimalis Modern' },
    });
    await seedTemplates(ctx.app);
    await seedTemplates(ctx.app);
    const templates = await list(adminToken);
    expect(templates).toHaveLength(TEMPLATES.length);
    expect(templates.find((template) => template.id === id)?.name).toBe('Minimalis Modern');
  });

  it('lets administrators add a variant of a design, deactivate it and delete it while unused', async () => {
    const payload = {
      slug: 'jawa-emas',
      name: 'Jawa Emas',
      category: 'Tradisional',
      tier: 'premium',
      component: 'jawa-klasik',
    };
    expect(
      (await ctx.request({ method: 'POST', url: '/api/templates', token: user.token, payload })).statusCode,
    ).toBe(403);
    const unknown = await ctx.request({
      method: 'POST',
      url: '/api/templates',
      token: adminToken,
      payload: { ...payload, component: 'tidak-ada' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.component[0]).toMatch(/Desain template harus salah satu dari/);

    const created = await ctx.request({ method: 'POST', url: '/api/templates', token: adminToken, payload });
    expect(created.statusCode).toBe(201);
    const template = created.json<TTemplate>();
    expect(template).toMatchObject({
      slug: 'jawa-emas',
      tier: 'premium',
      active: true,
      inUse: 0,
      demoUrl: '/u/demo/jawa-emas',
    });
    const duplicate = await ctx.request({
      method: 'POST',
      url: '/api/templates',
      token: adminToken,
      payload,
    });
    expect(duplicate.json().errors.slug).toEqual(['Slug template sudah dipakai']);

    const off = await ctx.request({
      method: 'PATCH',
      url: `/api/templates/${template.id}`,
      token: adminToken,
      payload: { active: false },
    });
    expect(off.json<TTemplate>().active).toBe(false);
    expect((await list(user.token)).some((item) => item.id === template.id)).toBe(false);
    expect((await list(adminToken)).some((item) => item.id === template.id)).toBe(true);
    // An inactive template cannot be chosen.
    const chosen = await ctx.request({
      method: 'POST',
      url: '/api/invitations',
      token: user.token,
      payload: { templateId: template.id },
    });
    expect(chosen.statusCode).toBe(422);

    const deleted = await ctx.request({
      method: 'DELETE',
      url: `/api/templates/${template.id}`,
      token: adminToken,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('refuses to delete a template in use: it can only be deactivated', async () => {
    const id = await templateIdBySlug(ctx, 'rustik');
    await createInvitation(ctx, user.token, { templateId: id });
    const res = await ctx.request({ method: 'DELETE', url: `/api/templates/${id}`, token: adminToken });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TEMPLATE_IN_USE' });
    expect(res.json().message).toMatch(/Nonaktifkan saja/);
    expect((await list(adminToken)).find((item) => item.id === id)?.inUse).toBe(1);
  });
});

import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TInvitation } from '@undangin/shared';
import { templates, wishes } from '../../src/db/schema';
import { createFormTokens } from '../../src/modules/rsvp-wishes/form-token';
import { tokenFor } from './accounts';
import type { TTestContext } from './app';
import {
  adminOnly,
  everyone,
  ownerOnly,
  signedIn,
  type TMatrixRow,
  type TMatrixWorld,
} from './authorization';
import { COMPLETE_CONTENT, templateIdBySlug, uniqueSlug } from './invitations';
import { fileUpload } from './multipart';

/**
 * The authorization matrix rows of invitations, templates, and RSVP and wishes. Every call acts on a
 * fresh invitation (or template) of the matrix's owner, so a delete or a publish never decides another
 * actor's answer.
 */

async function ownerInvitation(ctx: TTestContext, ownerId: string, publish = false): Promise<TInvitation> {
  const token = await tokenFor(ctx, ownerId);
  const templateId = await templateIdBySlug(ctx, 'jawa-klasik');
  const created = await ctx.request({
    method: 'POST',
    url: '/api/invitations',
    token,
    payload: { slug: uniqueSlug('matriks'), templateId, content: COMPLETE_CONTENT },
  });
  const invitation = created.json<TInvitation>();
  if (!publish) return invitation;
  const published = await ctx.request({
    method: 'POST',
    url: `/api/invitations/${invitation.id}/publish`,
    token,
  });
  return published.json<TInvitation>();
}

/** A guest's wish on the owner's published invitation, as the address of its owner routes. */
async function ownerWishUrl(ctx: TTestContext, ownerId: string): Promise<string> {
  const invitation = await ownerInvitation(ctx, ownerId, true);
  const [wish] = await ctx.app.db
    .insert(wishes)
    .values({
      invitationId: invitation.id,
      name: 'Tamu',
      message: 'Selamat',
      authorKey: 'ip:matriks',
      messageHash: 'x',
    })
    .returning();
  return `/api/wishes/${wish!.id}`;
}

async function freshTemplate(ctx: TTestContext): Promise<string> {
  const [row] = await ctx.app.db
    .insert(templates)
    .values({
      slug: `matriks-${randomBytes(4).toString('hex')}`,
      name: 'Matriks',
      category: 'Modern',
      tier: 'free',
      component: 'minimalis',
    })
    .returning();
  return row!.id;
}

async function pngUpload() {
  const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#00bfa6' } })
    .png()
    .toBuffer();
  return fileUpload('foto.png', 'image/png', png);
}

const formToken = (world: TMatrixWorld, slug: string) =>
  createFormTokens(world.ctx.config.jwtSecret).issue(slug, world.ctx.clock.now().getTime());

export const INVITATIONS_MATRIX_ROWS: TMatrixRow[] = [
  // invitations: the caller's own; another user's and, on these routes, an administrator's view is 404
  { method: 'GET', route: '/api/invitations', expect: signedIn(200) },
  { method: 'POST', route: '/api/invitations', expect: signedIn(201), request: () => ({ payload: {} }) },
  {
    method: 'GET',
    route: '/api/invitations/:id',
    expect: ownerOnly(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await ownerInvitation(ctx, owner.id)).id}`,
    }),
  },
  {
    method: 'PATCH',
    route: '/api/invitations/:id',
    expect: ownerOnly(200),
    request: async ({ ctx, owner }) => {
      const invitation = await ownerInvitation(ctx, owner.id);
      return {
        url: `/api/invitations/${invitation.id}`,
        payload: { version: invitation.version, pageLanguage: 'en' },
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/invitations/:id',
    expect: ownerOnly(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await ownerInvitation(ctx, owner.id)).id}`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/publish',
    expect: ownerOnly(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await ownerInvitation(ctx, owner.id)).id}/publish`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/unpublish',
    expect: ownerOnly(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await ownerInvitation(ctx, owner.id, true)).id}/unpublish`,
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/media',
    expect: ownerOnly(201),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await ownerInvitation(ctx, owner.id)).id}/media`,
      ...(await pngUpload()),
    }),
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/wishes',
    expect: ownerOnly(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/invitations/${(await ownerInvitation(ctx, owner.id)).id}/wishes`,
    }),
  },
  {
    method: 'PATCH',
    route: '/api/wishes/:wishId',
    expect: ownerOnly(200),
    request: async ({ ctx, owner }) => ({
      url: await ownerWishUrl(ctx, owner.id),
      payload: { status: 'hidden' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/wishes/:wishId',
    expect: ownerOnly(200),
    request: async ({ ctx, owner }) => ({ url: await ownerWishUrl(ctx, owner.id) }),
  },
  { method: 'GET', route: '/api/admin/invitations', expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/invitations/:id/unpublish',
    expect: adminOnly(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/admin/invitations/${(await ownerInvitation(ctx, owner.id, true)).id}/unpublish`,
      payload: { reason: 'Melanggar ketentuan layanan' },
    }),
  },
  {
    method: 'POST',
    route: '/api/admin/invitations/:id/restore',
    expect: adminOnly(200),
    request: async ({ ctx, owner, admin }) => {
      const { id } = await ownerInvitation(ctx, owner.id, true);
      await ctx.request({
        method: 'POST',
        url: `/api/admin/invitations/${id}/unpublish`,
        token: await tokenFor(ctx, admin.id),
        payload: { reason: 'Melanggar ketentuan layanan' },
      });
      return { url: `/api/admin/invitations/${id}/restore` };
    },
  },

  // templates: every signed-in user reads the collection; administrators manage it
  { method: 'GET', route: '/api/templates', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/templates',
    expect: adminOnly(201),
    request: () => ({
      payload: {
        slug: `matriks-${randomBytes(4).toString('hex')}`,
        name: 'Matriks',
        category: 'Modern',
        tier: 'free',
        component: 'minimalis',
      },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/templates/:id',
    expect: adminOnly(200),
    request: async ({ ctx }) => ({
      url: `/api/templates/${await freshTemplate(ctx)}`,
      payload: { active: false },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/templates/:id',
    expect: adminOnly(200),
    request: async ({ ctx }) => ({ url: `/api/templates/${await freshTemplate(ctx)}` }),
  },

  // RSVP and wishes: guests hold no account, the page's token is the check
  {
    method: 'POST',
    route: '/api/public/:slug/rsvp',
    expect: everyone(200),
    request: async (world) => {
      const { slug } = await ownerInvitation(world.ctx, world.owner.id, true);
      return {
        url: `/api/public/${slug}/rsvp`,
        payload: {
          token: formToken(world, slug),
          name: 'Tamu',
          answers: [{ eventId: 'akad', attendance: 'hadir', pax: 1 }],
        },
      };
    },
  },
  {
    method: 'GET',
    route: '/api/public/:slug/wishes',
    expect: everyone(200),
    request: async ({ ctx, owner }) => ({
      url: `/api/public/${(await ownerInvitation(ctx, owner.id, true)).slug}/wishes`,
    }),
  },
  {
    method: 'POST',
    route: '/api/public/:slug/wishes',
    expect: everyone(200),
    request: async (world) => {
      const { slug } = await ownerInvitation(world.ctx, world.owner.id, true);
      return {
        url: `/api/public/${slug}/wishes`,
        payload: { token: formToken(world, slug), name: 'Tamu', message: 'Selamat!' },
      };
    },
  },
];

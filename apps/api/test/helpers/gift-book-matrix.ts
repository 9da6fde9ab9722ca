import { eq } from 'drizzle-orm';
import { giftEntries, invitations } from '../../src/db/schema';
import { createFormTokens } from '../../src/modules/rsvp-wishes/form-token';
import type { TTestContext } from './app';
import { everyone, type TActor, type TMatrixRow, type TMatrixWorld } from './authorization';
import { matrixGuests, type TMatrixGuests } from './guests';
import { COMPLETE_CONTENT } from './invitations';

/** The matrix's invitation, published with a digital envelope, with one entry in its gift book. */
async function matrixGiftBook(ctx: TTestContext, ownerId: string) {
  const g = await matrixGuests(ctx, ownerId);
  const [invitation] = await ctx.app.db
    .update(invitations)
    .set({
      status: 'published',
      publishedAt: ctx.clock.now(),
      content: {
        ...COMPLETE_CONTENT,
        giftAccounts: [{ type: 'bank', provider: 'BCA', number: '1234567890', holder: 'Rara' }],
      },
    })
    .where(eq(invitations.id, g.invitationId))
    .returning({ slug: invitations.slug });
  const [gift] = await ctx.app.db
    .insert(giftEntries)
    .values({
      invitationId: g.invitationId,
      guestId: g.guestId,
      name: 'Tamu Matriks',
      kind: 'transfer',
      amount: 100_000,
      recordedBy: 'guest',
      recordedByName: 'Tamu Matriks',
    })
    .returning();
  return { ...g, slug: invitation!.slug, giftId: gift!.id };
}

/** The couple's book: administrators too; another user finds nothing (404). */
const bookRow = (status: number): Record<TActor, number> => ({
  anonymous: 401,
  owner: status,
  other: 404,
  admin: status,
});

const onBook = async (
  { ctx, owner }: TMatrixWorld,
  path: (g: TMatrixGuests & { giftId: string }) => string,
) => path(await matrixGiftBook(ctx, owner.id));

export const GIFT_BOOK_MATRIX_ROWS: TMatrixRow[] = [
  {
    method: 'GET',
    route: '/api/invitations/:id/gifts',
    expect: bookRow(200),
    request: async (w) => ({ url: await onBook(w, (g) => `/api/invitations/${g.invitationId}/gifts`) }),
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/gifts/summary',
    expect: bookRow(200),
    request: async (w) => ({
      url: await onBook(w, (g) => `/api/invitations/${g.invitationId}/gifts/summary`),
    }),
  },
  {
    method: 'GET',
    route: '/api/invitations/:id/gifts/export',
    expect: bookRow(200),
    request: async (w) => ({
      url: await onBook(w, (g) => `/api/invitations/${g.invitationId}/gifts/export`),
    }),
  },
  {
    method: 'POST',
    route: '/api/invitations/:id/gifts',
    expect: bookRow(201),
    request: async (w) => ({
      url: await onBook(w, (g) => `/api/invitations/${g.invitationId}/gifts`),
      payload: { name: 'Pak RT', kind: 'amplop', amount: 50_000 },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/gifts/:giftId',
    expect: bookRow(200),
    request: async (w) => ({ url: await onBook(w, (g) => `/api/gifts/${g.giftId}`), payload: { amount: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/gifts/:giftId/confirm',
    expect: bookRow(200),
    request: async (w) => ({ url: await onBook(w, (g) => `/api/gifts/${g.giftId}/confirm`) }),
  },
  {
    method: 'DELETE',
    route: '/api/gifts/:giftId',
    expect: bookRow(200),
    request: async (w) => ({ url: await onBook(w, (g) => `/api/gifts/${g.giftId}`) }),
  },
  {
    method: 'PUT',
    route: '/api/invitations/:id/guests/privacy/gift-book',
    expect: bookRow(200),
    request: async (w) => ({
      url: await onBook(w, (g) => `/api/invitations/${g.invitationId}/guests/privacy/gift-book`),
      payload: { keepGiftBook: false },
    }),
  },
  // An usher's secret opens the door call whoever holds the phone (gift-book.test.ts covers refusals).
  {
    method: 'POST',
    route: '/api/usher/gifts',
    expect: everyone(201),
    request: async ({ ctx, owner }) => {
      const g = await matrixGiftBook(ctx, owner.id);
      return {
        url: '/api/usher/gifts',
        headers: { 'x-usher-token': g.usherToken },
        payload: { guestId: g.guestId, kind: 'amplop', amount: 100_000 },
      };
    },
  },
  // The guest's own report on their personal page: the page's token and code, no account.
  {
    method: 'POST',
    route: '/api/public/:slug/gift',
    expect: everyone(200),
    request: async ({ ctx, owner }) => {
      const g = await matrixGiftBook(ctx, owner.id);
      const token = createFormTokens(ctx.config.jwtSecret).issue(g.slug, ctx.clock.now().getTime());
      return { url: `/api/public/${g.slug}/gift`, payload: { token, guestCode: g.code, amount: '250000' } };
    },
  },
];

import {
  resolveSettings,
  type TInvitationContentDraft,
  type TPageLanguage,
  type TPublicFormAnswer,
} from '@undangin/shared';
import { AppError, notFound } from '../../lib/errors';
import { isGuestCode } from '../guests/codes';
import { findGuestOfCode } from '../guests/public-guest';
import { INVITATION_NOT_FOUND, pageState } from '../invitations/access';
import { planFor } from '../invitations/entitlements';
import { findInvitationBySlug, type TInvitationRow } from '../invitations/repository';
import type { TRsvpWishesContext } from './context';
import { statusText, type TPublicStatus } from './messages';

/** What the guests' RSVP and wishes forms share: the page they answer, its token, the guest, errors. */

/** The demo pages post here too; their answers are acknowledged and never stored. */
export const DEMO_SLUG = 'demo';

/** An error a public form turns into a redirect with `?status=` when it was posted without JavaScript. */
export class PublicFormError extends AppError {
  constructor(
    statusCode: number,
    message: string,
    readonly publicStatus: TPublicStatus,
    options: AppError['options'] = {},
  ) {
    super(statusCode, message, options);
  }
}

export type TPublicFormInput = {
  slug: string;
  body: Record<string, unknown>;
  ip: string;
  /** The answering browser's id (a cookie), for the general link's RSVP. */
  browserId: string;
};

export type TPublicFormResult = TPublicFormAnswer & {
  status: TPublicStatus;
  locale: TPageLanguage;
  /** The personal code the form carried, to send the guest back to their own page. */
  guestCode?: string;
};

function locale(body: Record<string, unknown>, invitation: TInvitationRow): TPageLanguage {
  if (body.lang === 'en' || body.lang === 'id') return body.lang;
  return invitation.pageLanguage === 'en' ? 'en' : 'id';
}

/** A form that does not parse: 422 with every field's messages, the first one as the sentence. */
export function invalidForm(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  status: 'rsvp-invalid' | 'wish-invalid' | 'gift-invalid',
  lang: TPageLanguage,
): PublicFormError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    (errors[path] ??= []).push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? statusText(status, lang);
  return new PublicFormError(422, first, status, { errors });
}

/** A guest known by a personal code signs with it; anyone else must give a name. */
export function requireName(name: string | undefined, status: 'rsvp-invalid' | 'wish-invalid'): string {
  if (!name) {
    throw new PublicFormError(422, 'Nama wajib diisi', status, { errors: { name: ['Nama wajib diisi'] } });
  }
  return name;
}

/** The guest behind a personal code, or null on the general link and for an unknown code. */
export async function resolveGuest(ctx: TRsvpWishesContext, invitationId: string, code: string | undefined) {
  if (!code || !isGuestCode(code)) return null;
  return findGuestOfCode(ctx.db, invitationId, code);
}

export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function demoAnswer(
  status: 'rsvp-demo' | 'wish-demo' | 'gift-demo',
  body: Record<string, unknown>,
): TPublicFormResult {
  const lang: TPageLanguage = body.lang === 'en' ? 'en' : 'id';
  return { status, locale: lang, message: statusText(status, lang) };
}

/** A published, active invitation by slug; a draft is 404 and an ended one 410. */
export async function openInvitation(ctx: TRsvpWishesContext, slug: string) {
  const found = await findInvitationBySlug(ctx.db, slug);
  if (!found) throw notFound(INVITATION_NOT_FOUND);
  const plan = await planFor(ctx.db, found.invitation);
  const state = pageState(found.invitation, plan, ctx.now);
  if (state === 'draft' || state === 'taken-down') throw notFound(INVITATION_NOT_FOUND);
  if (state === 'expired') {
    throw new AppError(410, 'Masa aktif undangan telah berakhir', { code: 'INVITATION_EXPIRED' });
  }
  return { ...found, plan };
}

/** The guests' forms on the page. */
export type TPublicFormName = 'rsvp' | 'wishes' | 'gift';

const EXPIRED = {
  rsvp: 'rsvp-expired',
  wishes: 'wish-expired',
  gift: 'gift-expired',
} as const satisfies Record<TPublicFormName, TPublicStatus>;

/** The page's hidden token must be one of the last few windows', or the form is stale (403). */
function checkToken(
  ctx: TRsvpWishesContext,
  slug: string,
  token: unknown,
  form: TPublicFormName,
  lang: TPageLanguage,
) {
  const status = EXPIRED[form];
  if (typeof token !== 'string' || !ctx.forms.verify(slug, token, ctx.now.getTime())) {
    throw new PublicFormError(403, statusText(status, lang), status, { code: 'FORM_EXPIRED' });
  }
}

/** The page a guest's form answers: up, with a fresh token; its language, content and settings. */
export async function openForm(ctx: TRsvpWishesContext, input: TPublicFormInput, form: TPublicFormName) {
  const { invitation } = await openInvitation(ctx, input.slug);
  const lang = locale(input.body, invitation);
  checkToken(ctx, invitation.slug, input.body.token, form, lang);
  const content = invitation.content as TInvitationContentDraft;
  return { invitation, lang, content, settings: resolveSettings(content) };
}

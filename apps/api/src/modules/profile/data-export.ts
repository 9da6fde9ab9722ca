import { jakartaDate } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import type { TDownloadFile } from '../../lib/send-download';
import { listAuditEntries } from '../audit/repository';
import { toUserData } from '../auth/user-data';
import { exportFiltered } from '../guests/export/service';
import { accountQuestions } from '../rsvp-questions/service';
import { selectAccountData } from './repository';
import type { TProfileContext } from './service';

/** Days in file names read as Western Indonesian time, like the rest of the product's dates. */
function wibDate(now: Date): string {
  return jakartaDate(now).replace(/-/g, '');
}

/** Entries about the account (not those it made as an administrator, which concern others). */
async function auditTrailOf(db: TDbOrTx, userId: string) {
  const { rows } = await listAuditEntries(db, {
    q: '',
    subjectType: 'user',
    subjectId: userId,
    orderBy: 'asc',
    limit: 10_000,
    offset: 0,
  });
  return rows.map(({ entry }) => ({
    action: entry.action,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt,
  }));
}

/** Everything the account holds, as one JSON document the owner can read or take elsewhere. */
export async function exportAccountJson(ctx: TProfileContext): Promise<TDownloadFile> {
  const { db } = ctx;
  const user = ctx.user;
  const data = await selectAccountData(db, user.id);
  const questions = await accountQuestions(
    db,
    data.owned.map(({ invitation }) => invitation.id),
  );
  const perInvitation = <T extends { invitationId: string | null }>(rows: T[], id: string) =>
    rows.filter((row) => row.invitationId === id).map(({ invitationId: _, ...rest }) => rest);
  const document = {
    exportedAt: ctx.now,
    account: {
      ...toUserData(user),
      status: user.status,
      emailVerifiedAt: user.emailVerifiedAt,
      firstLoginAt: user.firstLoginAt,
      updatedAt: user.updatedAt,
    },
    invitations: data.owned.map(({ invitation, templateName }) => ({
      id: invitation.id,
      slug: invitation.slug,
      status: invitation.status,
      template: templateName,
      pageLanguage: invitation.pageLanguage,
      content: invitation.content,
      publishedAt: invitation.publishedAt,
      unpublishedReason: invitation.unpublishedReason,
      createdAt: invitation.createdAt,
      updatedAt: invitation.updatedAt,
      plan: perInvitation(data.plans, invitation.id)[0] ?? null,
      media: perInvitation(data.media, invitation.id),
      guests: perInvitation(data.guests, invitation.id),
      guestFollowUps: perInvitation(data.followUps, invitation.id),
      rsvps: perInvitation(data.rsvps, invitation.id),
      // Removed questions and options are kept, marked archived, with the answers given to them.
      rsvpQuestions: perInvitation(questions.questions, invitation.id),
      rsvpQuestionAnswers: perInvitation(questions.answers, invitation.id),
      wishes: perInvitation(data.wishes, invitation.id),
      checkInAccess: perInvitation(data.ushers, invitation.id),
      messageTemplates: perInvitation(data.messageTemplates, invitation.id)[0] ?? null,
    })),
    transactions: data.transactions,
    paymentConfirmations: data.confirmations,
    notifications: data.notifications.map(({ userId: _, ...rest }) => rest),
    auditTrail: await auditTrailOf(db, user.id),
  };
  return {
    body: Buffer.from(JSON.stringify(document, null, 2), 'utf8'),
    contentType: 'application/json; charset=utf-8',
    fileName: `undangin-data-saya-${wibDate(ctx.now)}.json`,
  };
}

/** The guest spreadsheet of one of the caller's invitations, exactly as the guests area exports it. */
export async function exportGuestSpreadsheet(
  ctx: TProfileContext,
  invitationId: string,
): Promise<TDownloadFile> {
  return exportFiltered({ db: ctx.db, actor: ctx.user, now: ctx.now, appUrl: ctx.appUrl }, invitationId, {
    format: 'xlsx',
    kind: 'full',
  });
}

import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  auditLog,
  checkInUshers,
  emailTokens,
  guestFollowups,
  guestMessageTemplates,
  guests,
  invitationMedia,
  invitations,
  mailOutbox,
  notifications,
  rsvps,
  templates,
  users,
  wishes,
} from '../../db/schema';
import { invitationPlans, packages, paymentConfirmations, transactions } from '../../db/schema/billing';

export type TEmailTokenRow = typeof emailTokens.$inferSelect;

/** The newest e-mail change still waiting for its confirmation, if any. */
export async function findPendingEmailChange(
  db: TDbOrTx,
  userId: string,
  now: Date,
): Promise<TEmailTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.kind, 'change_email'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row;
}

export async function isEmailTakenByOther(db: TDbOrTx, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return rows.length > 0;
}

/** Ends every unused token of the given kinds, e.g. all links sent to an address the account leaves. */
export async function voidTokensOfKinds(
  db: TDbOrTx,
  userId: string,
  kinds: TEmailTokenRow['kind'][],
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.kind, kinds), isNull(emailTokens.usedAt)));
}

/** Everything the account holds, table by table, for "export my data" (secrets and hashes left out). */
export async function selectAccountData(db: TDbOrTx, userId: string) {
  const owned = await db
    .select({ invitation: invitations, templateName: templates.name })
    .from(invitations)
    .leftJoin(templates, eq(templates.id, invitations.templateId))
    .where(eq(invitations.userId, userId))
    .orderBy(asc(invitations.createdAt));
  const ids = owned.map((o) => o.invitation.id);
  const ofInvitations = <T>(load: (ids: string[]) => Promise<T[]>) =>
    ids.length ? load(ids) : Promise.resolve([]);
  const [
    media,
    rsvpRows,
    wishRows,
    guestRows,
    ushers,
    messageTemplates,
    plans,
    transactionRows,
    confirmations,
    notificationRows,
    followUps,
  ] = await Promise.all([
    ofInvitations((ids) =>
      db
        .select({
          invitationId: invitationMedia.invitationId,
          key: invitationMedia.key,
          kind: invitationMedia.kind,
          mime: invitationMedia.mime,
          bytes: invitationMedia.bytes,
          createdAt: invitationMedia.createdAt,
        })
        .from(invitationMedia)
        .where(inArray(invitationMedia.invitationId, ids)),
    ),
    ofInvitations((ids) => db.select().from(rsvps).where(inArray(rsvps.invitationId, ids))),
    ofInvitations((ids) =>
      db
        .select({
          id: wishes.id,
          invitationId: wishes.invitationId,
          guestId: wishes.guestId,
          name: wishes.name,
          message: wishes.message,
          attendance: wishes.attendance,
          status: wishes.status,
          createdAt: wishes.createdAt,
        })
        .from(wishes)
        .where(inArray(wishes.invitationId, ids)),
    ),
    ofInvitations((ids) => db.select().from(guests).where(inArray(guests.invitationId, ids))),
    ofInvitations((ids) =>
      db
        .select({
          id: checkInUshers.id,
          invitationId: checkInUshers.invitationId,
          name: checkInUshers.name,
          lastSeenAt: checkInUshers.lastSeenAt,
          revokedAt: checkInUshers.revokedAt,
          createdAt: checkInUshers.createdAt,
        })
        .from(checkInUshers)
        .where(inArray(checkInUshers.invitationId, ids)),
    ),
    ofInvitations((ids) =>
      db.select().from(guestMessageTemplates).where(inArray(guestMessageTemplates.invitationId, ids)),
    ),
    ofInvitations((ids) =>
      db.select().from(invitationPlans).where(inArray(invitationPlans.invitationId, ids)),
    ),
    db
      .select({
        id: transactions.id,
        invoiceNumber: transactions.invoiceNumber,
        invitationId: transactions.invitationId,
        packageName: packages.name,
        packagePrice: transactions.packagePrice,
        credit: transactions.credit,
        uniqueCode: transactions.uniqueCode,
        amount: transactions.amount,
        status: transactions.status,
        paymentMethod: transactions.paymentMethod,
        expiresAt: transactions.expiresAt,
        paidAt: transactions.paidAt,
        rejectionReason: transactions.rejectionReason,
        createdAt: transactions.createdAt,
      })
      .from(transactions)
      .leftJoin(packages, eq(packages.id, transactions.packageId))
      .where(eq(transactions.userId, userId))
      .orderBy(asc(transactions.createdAt)),
    db
      .select({
        id: paymentConfirmations.id,
        transactionId: paymentConfirmations.transactionId,
        bankName: paymentConfirmations.bankName,
        accountHolder: paymentConfirmations.accountHolder,
        amount: paymentConfirmations.amount,
        transferDate: paymentConfirmations.transferDate,
        status: paymentConfirmations.status,
        rejectionReason: paymentConfirmations.rejectionReason,
        reviewedAt: paymentConfirmations.reviewedAt,
        createdAt: paymentConfirmations.createdAt,
      })
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.userId, userId))
      .orderBy(asc(paymentConfirmations.createdAt)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    ofInvitations((ids) =>
      db
        .select({
          invitationId: guests.invitationId,
          guestId: guestFollowups.guestId,
          kind: guestFollowups.kind,
          template: guestFollowups.template,
          sentAt: guestFollowups.sentAt,
        })
        .from(guestFollowups)
        .innerJoin(guests, eq(guests.id, guestFollowups.guestId))
        .where(inArray(guests.invitationId, ids))
        .orderBy(asc(guestFollowups.sentAt)),
    ),
  ]);
  return {
    owned,
    media,
    rsvps: rsvpRows,
    wishes: wishRows,
    guests: guestRows,
    ushers,
    messageTemplates,
    plans,
    transactions: transactionRows,
    confirmations,
    notifications: notificationRows,
    followUps,
  };
}

/** Every stored file the account owns: its photo, its invitations' media and its payment proofs. */
export async function selectAccountFiles(db: TDbOrTx, userId: string) {
  const [media, proofs, slugs] = await Promise.all([
    db
      .select({ key: invitationMedia.key, kind: invitationMedia.kind })
      .from(invitationMedia)
      .innerJoin(invitations, eq(invitations.id, invitationMedia.invitationId))
      .where(eq(invitations.userId, userId)),
    db
      .select({ key: paymentConfirmations.proofKey })
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.userId, userId)),
    db.select({ slug: invitations.slug }).from(invitations).where(eq(invitations.userId, userId)),
  ]);
  return { media, proofKeys: proofs.map((p) => p.key), slugs: slugs.map((s) => s.slug) };
}

export const ERASED = '(akun dihapus)';

/**
 * What the books keep loses the person: payment confirmations keep amount, bank and date but not the
 * account holder's name. Transactions lose their owner through the foreign key.
 */
export async function anonymiseConfirmations(db: TDbOrTx, userId: string): Promise<void> {
  await db
    .update(paymentConfirmations)
    .set({ accountHolder: ERASED })
    .where(eq(paymentConfirmations.userId, userId));
}

export async function deleteInvitationsOf(db: TDbOrTx, userId: string): Promise<void> {
  await db.delete(invitations).where(eq(invitations.userId, userId));
}

/** Mails kept in the outbox (when no SMTP server is set) hold the address and the name. */
export async function deleteOutboxMailsTo(db: TDbOrTx, addresses: string[]): Promise<void> {
  if (addresses.length) await db.delete(mailOutbox).where(inArray(mailOutbox.to, addresses));
}

/**
 * Audit entries tied to the account by id: about it, or about a transaction or invitation it owned.
 * Entries it merely acted in (a package an administrator edited) describe something else and only lose
 * their actor, through the foreign key.
 */
export async function selectAuditEntriesAbout(db: TDbOrTx, userId: string) {
  const ownedTransactions = db
    .select({ id: sql`${transactions.id}::text` })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  const ownedInvitations = db
    .select({ id: sql`${invitations.id}::text` })
    .from(invitations)
    .where(eq(invitations.userId, userId));
  return db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, userId)),
        and(eq(auditLog.subjectType, 'transaction'), inArray(auditLog.subjectId, ownedTransactions)),
        and(eq(auditLog.subjectType, 'invitation'), inArray(auditLog.subjectId, ownedInvitations)),
      ),
    );
}

export async function setAuditEntry(
  db: TDbOrTx,
  id: string,
  values: { before: unknown; after: unknown },
): Promise<void> {
  await db.update(auditLog).set(values).where(eq(auditLog.id, id));
}

/**
 * Notifications that name the account (an administrator told of its payment) keep their message with
 * each of the given texts replaced; other rows are not read, whatever words they hold.
 */
export async function scrubNotificationsAbout(db: TDbOrTx, userId: string, texts: string[]): Promise<void> {
  for (const text of texts) {
    await db
      .update(notifications)
      .set({
        title: sql`replace(${notifications.title}, ${text}, ${ERASED})`,
        body: sql`replace(${notifications.body}, ${text}, ${ERASED})`,
      })
      .where(eq(notifications.aboutUserId, userId));
  }
}

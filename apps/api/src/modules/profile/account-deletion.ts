import type { TMessage } from '@undangin/shared';
import { invalid } from '../../lib/errors';
import { markUnowned } from '../../plugins/storage-ledger-repository';
import { recordAudit } from '../audit/service';
import { verifyPassword } from '../auth/passwords';
import { storageKeysOf } from '../invitations/media';
import { lockAdministrators, refuseLastAdministrator } from '../users/admin-rules';
import { findUserById, type TUserRow } from '../auth/repository';
import { deleteUserRow } from '../users/repository';
import * as repo from './repository';
import type { TProfileContext } from './service';

/** Keys under which an entry about the person records who they are (or a note about them). */
const PERSONAL_KEYS = new Set(['name', 'email', 'phone', 'accountHolder', 'suspendedReason']);

/**
 * Erases the person from an audit value tied to them by id: personal keys lose their value whole, and
 * their addresses and phone are cut out of other text. Values are never compared with the name, so a
 * person called "lunas" leaves the payment status "lunas" alone.
 */
function scrubPerson(value: unknown, identifiers: string[]): unknown {
  if (typeof value === 'string') {
    return identifiers.reduce((text, needle) => text.split(needle).join(repo.ERASED), value);
  }
  if (Array.isArray(value)) return value.map((item) => scrubPerson(item, identifiers));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        PERSONAL_KEYS.has(k) && v !== null ? repo.ERASED : scrubPerson(v, identifiers),
      ]),
    );
  }
  return value;
}

/**
 * Deletes the account with everything it made (invitations, guests, RSVPs, wishes, files) and keeps
 * for the books only what has to stay, without a name, address or phone: transactions, payment
 * confirmations and audit entries.
 */
export async function deleteAccount(ctx: TProfileContext, password: string): Promise<TMessage> {
  const { db } = ctx;
  const current = await findUserById(db, ctx.user.id);
  if (!current || !(await verifyPassword(current.passwordHash, password))) {
    throw invalid({ password: ['Password salah'] });
  }
  const files = await db.transaction(async (tx) => {
    await lockAdministrators(tx);
    const user = (await findUserById(tx, current.id)) as TUserRow;
    await refuseLastAdministrator(
      tx,
      user,
      'Kamu administrator terakhir. Jadikan pengguna lain administrator sebelum menghapus akun ini.',
    );
    const owned = await repo.selectAccountFiles(tx, user.id);
    const pending = await repo.findPendingEmailChange(tx, user.id, ctx.now);
    const addresses = [user.email, ...(pending ? [pending.email] : [])];
    const identifiers = [...addresses, ...(user.phone ? [user.phone] : [])];

    await repo.anonymiseConfirmations(tx, user.id);
    // Only rows tied to the account by id: other people's text is never searched for a name.
    for (const entry of await repo.selectAuditEntriesAbout(tx, user.id)) {
      await repo.setAuditEntry(tx, entry.id, {
        before: scrubPerson(entry.before, identifiers),
        after: scrubPerson(entry.after, identifiers),
      });
    }
    await repo.scrubNotificationsAbout(tx, user.id, [...identifiers, user.name]);
    await repo.deleteOutboxMailsTo(tx, addresses);
    // Guests, RSVPs, wishes, media records and plans go with their invitations (foreign keys cascade).
    await repo.deleteInvitationsOf(tx, user.id);
    // Tokens and notifications cascade; transactions and confirmations keep their rows without an owner.
    await deleteUserRow(tx, user.id);
    // Administrators can tell a deleted account from a vanished one; the entry names nobody.
    await recordAudit(tx, {
      actorId: null,
      action: 'profile.delete',
      subjectType: 'user',
      subjectId: user.id,
      at: ctx.now,
    });
    const keys = [
      ...owned.media.flatMap((media) => storageKeysOf(media)),
      ...owned.proofKeys,
      ...(user.avatarKey ? [user.avatarKey] : []),
    ];
    // With the deletion, so the orphan sweep removes what the deletes below do not get to.
    await markUnowned(tx, keys, ctx.now);
    return { keys, slugs: owned.slugs };
  });
  for (const slug of files.slugs) ctx.events.emit('invitation.changed', { slug });
  for (const key of files.keys) {
    await ctx.storage
      .delete(key)
      .catch((err: unknown) => ctx.log.warn({ err, key }, 'could not delete a file'));
  }
  return { message: 'Akunmu dan semua datanya telah dihapus.' };
}

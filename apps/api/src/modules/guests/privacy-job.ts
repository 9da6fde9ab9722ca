import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { GUEST_ERASURE_NOTICE_DAYS } from '@undangin/shared';
import type { TDb } from '../../db/client';
import { scheduleJob, tryJobLock } from '../../lib/schedule';
import { notify } from '../notifications/service';
import { contentOf } from './presenter';
import { deleteGiftBook } from './gift-book/repository';
import { erasureDate } from './privacy';
import { eraseDoorOperations, eraseGuestContacts, invitationsHoldingContacts } from './privacy-repository';
import * as repo from './repository';

/** A fixed advisory-lock key: of several processes, one runs the erasure at a time. */
const GUEST_ERASURE_LOCK = 727_501;
const DAY_MS = 24 * 60 * 60 * 1000;
export const GUEST_ERASURE_INTERVAL_MS = 60 * 60 * 1000;

export type TGuestErasureResult = { ran: boolean; notified: number; erased: number };

const dateId = (date: Date) =>
  new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(date);

/**
 * UU PDP: guests' phone numbers and e-mail addresses are kept only as long as the wedding needs them,
 * 90 days after the last event unless the owner extends. The owner is told two weeks before. Runs at
 * start-up and every hour with the injected time; the advisory lock makes it run once across processes.
 */
export async function runGuestErasure(db: TDb, now: Date): Promise<TGuestErasureResult> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, GUEST_ERASURE_LOCK))) return { ran: false, notified: 0, erased: 0 };
    let notified = 0;
    let erased = 0;
    for (const invitation of await invitationsHoldingContacts(tx)) {
      const privacy = await repo.findPrivacy(tx, invitation.id);
      const eraseAt = erasureDate(contentOf(invitation), privacy);
      if (!eraseAt) continue;
      if (now >= eraseAt) {
        await eraseGuestContacts(tx, invitation.id, now);
        await eraseDoorOperations(tx, invitation.id);
        // The gift book holds no contact, so it stays unless the couple chose otherwise.
        const keepGiftBook = privacy?.keepGiftBook ?? true;
        if (!keepGiftBook) await deleteGiftBook(tx, invitation.id);
        await repo.upsertPrivacy(tx, invitation.id, { erasedAt: privacy?.erasedAt ?? now }, now);
        erased += 1;
        // Guests added after the erasure are erased too, without telling the owner again.
        if (privacy?.erasedAt) continue;
        const book = keepGiftBook
          ? 'Nama, RSVP, check-in dan Buku Kondangan tetap tersimpan.'
          : 'Nama, RSVP dan check-in tetap tersimpan; Buku Kondangan ikut dihapus sesuai pilihanmu.';
        await notify(tx, invitation.userId, {
          type: 'guests.erased',
          title: 'Nomor dan email tamu telah dihapus',
          body: `Sesuai UU PDP, nomor telepon dan email tamu undangan ${invitation.slug} sudah dihapus. ${book}`,
          link: `/guests?invitation=${invitation.id}`,
        });
      } else if (
        eraseAt.getTime() - now.getTime() <= GUEST_ERASURE_NOTICE_DAYS * DAY_MS &&
        privacy?.noticeFor?.getTime() !== eraseAt.getTime()
      ) {
        await repo.upsertPrivacy(tx, invitation.id, { noticeFor: eraseAt }, now);
        await notify(tx, invitation.userId, {
          type: 'guests.erasure-notice',
          title: 'Data kontak tamu akan dihapus',
          body: `Nomor telepon dan email tamu undangan ${invitation.slug} akan dihapus pada ${dateId(eraseAt)} (UU PDP). Perpanjang di Kelola Tamu bila masih diperlukan.`,
          link: `/guests?invitation=${invitation.id}`,
        });
        notified += 1;
      }
    }
    return { ran: true, notified, erased };
  });
}

async function runLogged(db: TDb, now: Date, log: FastifyBaseLogger): Promise<void> {
  const result = await runGuestErasure(db, now);
  if (result.notified || result.erased) log.info(result, 'guest data erasure ran');
}

/** The start-up run; the schedule below keeps it going. */
export async function runGuestErasureAtStartup(app: FastifyInstance): Promise<void> {
  await runLogged(app.db, app.clock.now(), app.log);
}

/** Runs the erasure every hour while the server is up; stops with it. */
export function scheduleGuestErasure(app: FastifyInstance): void {
  scheduleJob(app, 'guest data erasure', GUEST_ERASURE_INTERVAL_MS, () =>
    runLogged(app.db, app.clock.now(), app.log),
  );
}

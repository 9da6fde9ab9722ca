import type { TDbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { TMail } from './mail';

/** Keeps a mail in the outbox table, where development and the tests read it. */
export async function insertOutboxMail(db: TDbOrTx, mail: TMail): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

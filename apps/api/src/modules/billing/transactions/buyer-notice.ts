import type { TDbOrTx } from '../../../db/client';
import { notify, type TNewNotification } from '../../notifications/service';
import type { TTransactionRow } from './repository';

/**
 * Tells a transaction's buyer in the app, in the transaction of the change. The books keep a
 * transaction after its buyer's account is deleted, and then there is no one left to tell.
 */
export async function notifyBuyer(
  tx: TDbOrTx,
  transaction: Pick<TTransactionRow, 'userId'>,
  notice: TNewNotification,
): Promise<void> {
  if (transaction.userId) await notify(tx, transaction.userId, notice);
}

import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TUserRow } from '../auth/repository';
import { countActiveAdmins } from './repository';

/** One advisory-lock key for every change that can remove an administrator, so two never race. */
const ADMIN_SET_LOCK = 727_007;

/** Serialises changes to the set of administrators until the surrounding transaction ends. */
export async function lockAdministrators(tx: TDbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`);
}

export function refuseSelf(actorId: string, target: TUserRow, message: string): void {
  if (actorId === target.id) throw new AppError(409, message, { code: ERROR_CODES.selfAction });
}

/**
 * Refuses a change that would leave no active administrator: the service must keep someone who can
 * run it. Call inside a transaction after lockAdministrators().
 */
export async function refuseLastAdministrator(tx: TDbOrTx, target: TUserRow, message: string): Promise<void> {
  if (target.role !== 'admin' || target.status !== 'active') return;
  if ((await countActiveAdmins(tx)) <= 1)
    throw new AppError(409, message, { code: ERROR_CODES.lastAdministrator });
}

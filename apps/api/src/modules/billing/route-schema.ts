import { z } from 'zod';
import { routeSchemas } from '../../lib/route-schema';

/** A package's, bank account's, transaction's or payment's `:id`: billing's ids need no rule of their own. */
const ZIdParams = z.object({ id: z.string() });

/**
 * The schemas of one of billing's tags: every billing route is for a signed-in user, so each carries the
 * bearer security (`signedIn`), and `onRecord` routes are on one record by `:id`.
 */
export function billingSchemas(tag: 'packages' | 'transactions' | 'payments') {
  const { signedIn, signedInOn } = routeSchemas(tag);
  return { signedIn, onRecord: signedInOn(ZIdParams) };
}

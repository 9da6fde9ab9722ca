import { z } from 'zod';
import { routeSchemas } from '../../lib/route-schema';

/** A package's, bank account's, transaction's or payment's `:id`: billing's ids need no rule of their own. */
const ZIdParams = z.object({ id: z.string() });

/** The schemas of one of billing's tags: `tagged` routes, and `onRecord` routes on one record by `:id`. */
export function billingSchemas(tag: 'packages' | 'transactions' | 'payments') {
  const { tagged, taggedOn } = routeSchemas(tag);
  return { tagged, onRecord: taggedOn(ZIdParams) };
}

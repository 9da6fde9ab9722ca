import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;

export async function findUserById(db: TDbOrTx, id: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: TDbOrTx, email: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/client';
import { hashPassword } from './passwords';
import { findAdministrator, findUserByEmail, insertUser, isUniqueViolation } from './repository';

export type TAdministratorSetup = {
  email: string;
  /** When absent, a password is generated and shown once. */
  password: string | undefined;
  now: Date;
  /** Where the generated password is shown: the operator's terminal, never the log files. */
  print: (text: string) => void;
  warn: (message: string) => void;
};

/**
 * The first start creates the administrator, verified, from ADMIN_EMAIL and ADMIN_PASSWORD. Idempotent:
 * once any administrator exists nothing changes, so a restart never resets a password.
 */
export async function ensureAdministrator(db: TDb, setup: TAdministratorSetup): Promise<void> {
  if (await findAdministrator(db)) return;
  if (await findUserByEmail(db, setup.email)) {
    setup.warn(
      `No administrator exists, and ADMIN_EMAIL ${setup.email} belongs to an ordinary account; ` +
        'set ADMIN_EMAIL to another address to create the administrator.',
    );
    return;
  }
  const password = setup.password ?? randomBytes(18).toString('base64url');
  try {
    await insertUser(db, {
      name: 'Administrator',
      email: setup.email,
      passwordHash: await hashPassword(password),
      role: 'admin',
      emailVerifiedAt: setup.now,
      createdAt: setup.now,
      updatedAt: setup.now,
      tokensValidAfter: setup.now,
    });
  } catch (err) {
    // Another process starting at the same moment created it first.
    if (isUniqueViolation(err)) return;
    throw err;
  }
  if (!setup.password) {
    setup.print(
      [
        '',
        'Undangin: the administrator account was created. This password is shown only once:',
        `  email:    ${setup.email}`,
        `  password: ${password}`,
        'Sign in and change it under Pengaturan - Password.',
        '',
      ].join('\n'),
    );
  }
}

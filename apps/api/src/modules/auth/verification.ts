import type { FastifyInstance } from 'fastify';
import type { TUserRow } from './repository';
import { issueEmailToken } from './email-tokens';
import { verificationMail } from './mails';

export const verificationLink = (appUrl: string, token: string) => `${appUrl}/mail-confirmed?token=${token}`;

/**
 * A fresh confirmation mail for an account that is still unconfirmed, for other areas (an administrator
 * resending it); rejects when the mail cannot be delivered.
 */
export async function sendVerificationMail(app: FastifyInstance, user: TUserRow): Promise<void> {
  const token = await issueEmailToken(app.db, user, 'verify_email', app.clock.now());
  await app.mailer.send({
    to: user.email,
    ...verificationMail(user.name, verificationLink(app.config.appUrl, token)),
  });
}

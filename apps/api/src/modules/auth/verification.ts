import type { TDbOrTx } from '../../db/client';
import type { TMailer } from '../../plugins/mail';
import type { TUserRow } from './repository';
import { issueEmailToken } from './email-tokens';
import { verificationMail } from './mails';

export const verificationLink = (appUrl: string, token: string) => `${appUrl}/mail-confirmed?token=${token}`;

/**
 * A fresh confirmation mail for an account that is still unconfirmed, for other areas (an administrator
 * resending it); rejects when the mail cannot be delivered.
 */
export async function sendVerificationMail(
  ctx: { db: TDbOrTx; mailer: TMailer; appUrl: string; now: Date },
  user: TUserRow,
): Promise<void> {
  const token = await issueEmailToken(ctx.db, user, 'verify_email', ctx.now);
  await ctx.mailer.send({
    to: user.email,
    ...verificationMail(user.name, verificationLink(ctx.appUrl, token)),
  });
}

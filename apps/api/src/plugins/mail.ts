import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import nodemailer from 'nodemailer';
import type { TDb } from '../db/client';
import { insertOutboxMail } from './mail-repository';

export type TMail = { to: string; subject: string; text: string; html: string };

export type TMailer = {
  /** Delivers one mail; rejects when the SMTP server refuses it. */
  send: (mail: TMail) => Promise<void>;
  close: () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: TMailer;
  }
}

const LINK = /https?:\/\/[^\s<>"')]+/g;

/**
 * With SMTP_URL, real SMTP. Without it, every mail is kept in the outbox table and its links are
 * written to the log, so a local install works end to end with nobody running a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: TDb;
  log: FastifyBaseLogger;
}): TMailer {
  const { smtpUrl, from, db, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      await insertOutboxMail(db, mail);
      log.info(
        { to: mail.to, subject: mail.subject, links: mail.text.match(LINK) ?? [] },
        'mail kept in the outbox (SMTP_URL is not set)',
      );
    },
    close: () => undefined,
  };
}

const mailPlugin: FastifyPluginAsync = async (app) => {
  const mailer = createMailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    db: app.db,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
};

export default fp(mailPlugin, { name: 'mail', dependencies: ['core'] });

import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
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
 * printed on the terminal, so a local install works end to end with nobody running a mail server. The
 * links hold confirmation and reset tokens, so they go to the terminal like the generated administrator
 * password, never into the structured log that is shipped elsewhere.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: TDb;
  print: (text: string) => void;
}): TMailer {
  const { smtpUrl, from, db, print } = options;
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
      const links = mail.text.match(LINK) ?? [];
      print(
        [`Mail kept in the outbox (SMTP_URL is not set) for ${mail.to}: ${mail.subject}`, ...links].join(
          '\n  ',
        ),
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
    // LOG_LEVEL=silent (and the tests) keep the terminal quiet too.
    print: (text) => {
      if (app.config.logLevel !== 'silent') process.stdout.write(`${text}\n`);
    },
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
};

export default fp(mailPlugin, { name: 'mail', dependencies: ['core'] });

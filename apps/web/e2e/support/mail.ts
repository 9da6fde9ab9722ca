import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type TReceivedMail = { to: string; subject: string; text: string; html: string };

function readAll(): TReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests through playwright.config.ts');
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as TReceivedMail);
}

/** Waits for the newest mail to an address that arrived over SMTP, optionally matching its subject. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 15_000): Promise<TReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readAll()
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(m.subject)))
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} arrived`);
}

/** The first link in a mail's text whose path matches. */
export function linkFrom(mail: TReceivedMail, path: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => path.test(l));
  if (!link) throw new Error(`No link matching ${path} in mail "${mail.subject}"`);
  return link;
}

import type { TSetupStep } from '@undangin/shared';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * The setup steps the configuration itself settles: mail goes out for real once SMTP_URL is set (until
 * then it stays in the outbox), and links reach guests only from a public address, not this machine's.
 */
export function configuredSetup(config: { smtpUrl: string | undefined; appUrl: string }): TSetupStep[] {
  const steps: TSetupStep[] = [];
  if (config.smtpUrl) steps.push('mail');
  const host = new URL(config.appUrl).hostname;
  if (!LOOPBACK_HOSTS.has(host) && !host.endsWith('.localhost')) steps.push('publicAddress');
  return steps;
}

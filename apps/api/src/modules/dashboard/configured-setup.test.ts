import { describe, expect, it } from 'vitest';
import { configuredSetup } from './configured-setup';

describe('configuredSetup', () => {
  it('counts mail as set up only with an SMTP address', () => {
    expect(configuredSetup({ smtpUrl: undefined, appUrl: 'https://undangin.id' })).toEqual(['publicAddress']);
    expect(configuredSetup({ smtpUrl: 'smtp://mail.undangin.id', appUrl: 'https://undangin.id' })).toEqual([
      'mail',
      'publicAddress',
    ]);
  });

  it("does not count this machine's own address as public", () => {
    for (const appUrl of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
      'http://app.localhost:3000',
    ])
      expect(configuredSetup({ smtpUrl: undefined, appUrl }), appUrl).toEqual([]);
    expect(configuredSetup({ smtpUrl: undefined, appUrl: 'http://192.168.1.20:3000' })).toEqual([
      'publicAddress',
    ]);
  });
});

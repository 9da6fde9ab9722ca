import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createUser, type TTestUser } from './helpers/accounts';
import { createTestContext, type TTestContext } from './helpers/app';

/** Issue 12 item 4: which X-Forwarded-For entries become the client's address. */
const baseEnv = () => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'undangin-config-')),
  JWT_SECRET: 'x'.repeat(32),
});
const trustFrom = (value: string) => loadConfig({ ...baseEnv(), TRUST_PROXY: value }).trustProxy;

function configError(value: string): string {
  try {
    trustFrom(value);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`TRUST_PROXY=${value} was accepted`);
}

describe('TRUST_PROXY', () => {
  it('takes a hop count, or proxies by address, CIDR or range name; nothing by default', () => {
    expect(loadConfig(baseEnv()).trustProxy).toBe(false);
    expect(trustFrom('false')).toBe(false);
    expect(trustFrom('1')).toBe(1);
    expect(trustFrom('2')).toBe(2);
    expect(trustFrom('10.0.0.0/8, 192.168.1.10')).toEqual(['10.0.0.0/8', '192.168.1.10']);
    expect(trustFrom('fd00::/8,::1,loopback')).toEqual(['fd00::/8', '::1', 'loopback']);
    expect(trustFrom('10.0.0.0/32')).toEqual(['10.0.0.0/32']);
  });

  it('refuses "true" at start-up, naming the variable and the forms it takes', () => {
    const message = configError('true');
    expect(message).toContain('TRUST_PROXY: "true" would trust every hop');
    expect(message).toContain('the number of proxies in front of the app (e.g. 1)');
    expect(message).toContain('10.0.0.0/8');
  });

  it.each(['0', 'yes', '10.0.0.0/33', '::/129', '10.0.0.256', '10.0.0.0/8,', '10.0.0.0/8/1', '-1', '1.5'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(configError(value)).toMatch(/^Invalid configuration:\n {2}TRUST_PROXY: /);
    },
  );
});

describe('per-address limits behind proxies', () => {
  let ctx: TTestContext;
  let user: TTestUser;
  let setTrust: (value: string) => Promise<void>;

  beforeAll(() => {
    setTrust = async (value) => {
      await ctx?.close();
      ctx = await createTestContext({ trustProxy: trustFrom(value) });
    };
  });
  beforeEach(async () => {
    await ctx?.reset();
  });
  afterAll(() => ctx?.close());

  async function failFrom(remoteAddress: string, forwardedFor: string, i: number) {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: `tebakan-${i}@example.test`, password: 'password-yang-salah' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return res.statusCode;
  }

  function signIn(remoteAddress: string, forwardedFor: string) {
    return ctx.request({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  }

  it('with TRUST_PROXY=1, a client cannot dodge the login limit by writing its own X-Forwarded-For', async () => {
    await setTrust('1');
    user = await createUser(ctx);
    // The proxy appends the address it saw; the client wrote everything before it.
    for (let i = 0; i < 20; i++) {
      expect(await failFrom('10.0.0.2', `198.51.100.${i + 1}, 203.0.113.7`, i)).toBe(422);
    }
    const blocked = await signIn('10.0.0.2', '198.51.100.99, 203.0.113.7');
    expect(blocked.statusCode, blocked.body).toBe(429);
    // Another client behind the same proxy goes on.
    expect((await signIn('10.0.0.2', '203.0.113.8')).statusCode).toBe(200);
  });

  it('with TRUST_PROXY=1, rotating X-Forwarded-For does not lift the registration limit', async () => {
    await setTrust('1');
    const register = (i: number) =>
      ctx.request({
        method: 'POST',
        url: '/api/user/register',
        payload: { name: 'Rina', email: `rina-${i}@example.test`, password: 'Kopi-Susu-Gula-Aren' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7` },
      });
    for (let i = 0; i < 10; i++) expect((await register(i)).statusCode).toBe(201);
    const limited = await register(10);
    expect(limited.statusCode, limited.body).toBe(429);
  });

  it('with a CIDR list, only the listed proxies are believed', async () => {
    await setTrust('10.0.0.0/8');
    user = await createUser(ctx);
    for (let i = 0; i < 20; i++) {
      expect(await failFrom('10.20.30.40', `198.51.100.${i + 1}, 203.0.113.7`, i)).toBe(422);
    }
    // The client behind the listed proxy is blocked, whatever it writes before the proxy's entry.
    expect((await signIn('10.20.30.40', '198.51.100.200, 203.0.113.7')).statusCode).toBe(429);
    expect((await signIn('10.1.1.1', '203.0.113.7')).statusCode).toBe(429);
    // Another client behind the proxy goes on.
    expect((await signIn('10.20.30.40', '203.0.113.8')).statusCode).toBe(200);
    // A peer outside the list is counted as itself: its X-Forwarded-For is not believed.
    expect((await signIn('192.0.2.50', '203.0.113.7')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expect(await failFrom('192.0.2.60', `203.0.113.${i + 100}`, i)).toBe(422);
    expect((await signIn('192.0.2.60', '203.0.113.9')).statusCode).toBe(429);
  });
});

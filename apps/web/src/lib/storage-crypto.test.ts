import { describe, expect, it } from 'vitest';
import { createNobleCipher, createStorageCipher, createWebCryptoCipher, hexToBytes } from './storage-crypto';

const KEY = '695c0c4678621fc1bc2e4a3e243f85602bf75ad9a8224bf2b4c820d485a25f33';
const OTHER_KEY = '00'.repeat(32);
const rules = JSON.stringify([{ action: 'read', subject: 'dashboard' }]);

const implementations = {
  'Web Crypto': () => createWebCryptoCipher(hexToBytes(KEY)),
  '@noble/ciphers': () => createNobleCipher(hexToBytes(KEY)),
};

describe.each(Object.entries(implementations))('AES-GCM storage with %s', (_name, make) => {
  it('round-trips a value', async () => {
    const cipher = make();
    expect(await cipher.decrypt(await cipher.encrypt(rules))).toBe(rules);
  });

  it('does not store the value in clear and uses a fresh IV each time', async () => {
    const cipher = make();
    const a = await cipher.encrypt(rules);
    const b = await cipher.encrypt(rules);
    expect(atob(a)).not.toContain('dashboard');
    expect(a).not.toBe(b);
  });

  it('refuses a tampered value', async () => {
    const cipher = make();
    const sealed = atob(await cipher.encrypt(rules));
    const flipped = sealed.slice(0, 20) + String.fromCharCode(sealed.charCodeAt(20) ^ 1) + sealed.slice(21);
    await expect(cipher.decrypt(btoa(flipped))).rejects.toThrow();
  });

  it('refuses a value sealed with another key', async () => {
    const other = createWebCryptoCipher(hexToBytes(OTHER_KEY));
    await expect(make().decrypt(await other.encrypt(rules))).rejects.toThrow();
  });

  it('refuses garbage', async () => {
    await expect(make().decrypt('not base64 at all!')).rejects.toThrow();
    await expect(make().decrypt(btoa('short'))).rejects.toThrow();
  });
});

describe('both implementations', () => {
  it('read what the other wrote', async () => {
    const web = implementations['Web Crypto']();
    const noble = implementations['@noble/ciphers']();
    expect(await noble.decrypt(await web.encrypt(rules))).toBe(rules);
    expect(await web.decrypt(await noble.encrypt(rules))).toBe(rules);
  });

  it('are chosen by whether the page is a secure context', async () => {
    const secure = createStorageCipher(KEY, true);
    const insecure = createStorageCipher(KEY, false);
    expect(await insecure.decrypt(await secure.encrypt(rules))).toBe(rules);
  });

  it('refuse a key that is not 256 bits of hex', () => {
    expect(() => createStorageCipher('abc', true)).toThrow(/64 hexadecimal/);
  });
});

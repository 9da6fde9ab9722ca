import { beforeEach, describe, expect, it } from 'vitest';
import type { TUserData } from '@undangin/shared/auth/schemas';
import { ability } from './abilities';
import {
  clearSession,
  getAccessToken,
  isLoggedIn,
  readAbilityRules,
  restoreAbilityRules,
  saveSession,
  setStorageCipher,
  STORAGE_KEYS,
} from './session';
import { createNobleCipher, createWebCryptoCipher, hexToBytes } from './storage-crypto';

const KEY = hexToBytes(import.meta.env.VITE_STORAGE_KEY ?? 'ab'.repeat(32));

const user: TUserData = {
  id: 'u1',
  name: 'Sari',
  email: 'sari@example.com',
  role: 'user',
  phone: null,
  avatarUrl: null,
  language: 'id',
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const rules = [{ action: 'read' as const, subject: 'dashboard' as const }];

describe('client session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    setStorageCipher(createWebCryptoCipher(KEY));
    clearSession();
  });

  it('keeps the three values under the spec names, the rules encrypted', async () => {
    await saveSession({ accessToken: 'tok', userData: user, userAbilityRules: rules });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? 'null')).toMatchObject({ name: 'Sari' });
    const stored = localStorage.getItem(STORAGE_KEYS.userAbilityRules) ?? '';
    expect(stored).not.toContain('dashboard');
    expect(await readAbilityRules()).toEqual(rules);
  });

  it('is logged in only when both user data and token are stored', async () => {
    await saveSession({ accessToken: 'tok', userData: user, userAbilityRules: rules });
    expect(isLoggedIn()).toBe(true);
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }));
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    localStorage.removeItem(STORAGE_KEYS.userData);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userData }));
    expect(isLoggedIn()).toBe(false);
    expect(getAccessToken()).toBe('tok');
  });

  it('restores the rules into the ability before the first navigation', async () => {
    await saveSession({ accessToken: 'tok', userData: user, userAbilityRules: rules });
    ability.update([]);
    expect(ability.can('read', 'dashboard')).toBe(false);
    await restoreAbilityRules();
    expect(ability.can('read', 'dashboard')).toBe(true);
  });

  it('reads rules written by the pure-JS implementation (an insecure page) with Web Crypto', async () => {
    setStorageCipher(createNobleCipher(KEY));
    await saveSession({ accessToken: 'tok', userData: user, userAbilityRules: rules });
    setStorageCipher(createWebCryptoCipher(KEY));
    expect(await readAbilityRules()).toEqual(rules);
  });

  it('gives an empty list when the rules are absent or unreadable', async () => {
    expect(await readAbilityRules()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.userAbilityRules, JSON.stringify(rules));
    expect(await readAbilityRules()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.userAbilityRules, 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA==');
    expect(await restoreAbilityRules()).toEqual([]);
    expect(ability.rules).toEqual([]);
  });

  it('gives an empty list for rules that decrypt but are not rules', async () => {
    const cipher = createWebCryptoCipher(KEY);
    localStorage.setItem(STORAGE_KEYS.userAbilityRules, await cipher.encrypt('{"admin":true}'));
    expect(await readAbilityRules()).toEqual([]);
  });
});

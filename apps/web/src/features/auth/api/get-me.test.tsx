import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSession } from '@undangin/shared/auth/schemas';
import { http } from '../../../lib/http';
import {
  clearSession,
  getUserData,
  saveSession,
  setStorageCipher,
  subscribeAbilityRules,
  subscribeSession,
} from '../../../lib/session';
import { createWebCryptoCipher } from '../../../lib/storage-crypto';
import { useSessionRefresh } from './get-me';

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn() } }));
const get = vi.mocked(http.get);

const stored: TSession = {
  userData: {
    id: 'u-1',
    name: 'Sekar Ayu',
    email: 'sekar@example.test',
    role: 'user',
    phone: null,
    avatarUrl: null,
    language: 'id',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  userAbilityRules: [{ action: 'read', subject: 'dashboard' }],
};

async function signIn(token: string) {
  await saveSession({ ...stored, accessToken: token });
}

describe('useSessionRefresh', () => {
  beforeEach(() => setStorageCipher(createWebCryptoCipher(new Uint8Array(32).fill(7))));
  afterEach(() => {
    cleanup();
    clearSession();
    get.mockReset();
  });

  it('takes a role changed elsewhere from GET /user/me', async () => {
    await signIn('token-role');
    const promoted = { ...stored, userData: { ...stored.userData, role: 'admin' as const } };
    get.mockResolvedValue({ data: promoted, status: 200, headers: {} });
    renderHook(() => useSessionRefresh());
    await waitFor(() => expect(getUserData()?.role).toBe('admin'));
    expect(get).toHaveBeenCalledWith('/user/me');
  });

  it('leaves an unchanged session alone, so nothing on screen is drawn again', async () => {
    await signIn('token-same');
    get.mockResolvedValue({ data: structuredClone(stored), status: 200, headers: {} });
    const told = vi.fn();
    const stops = [subscribeSession(told), subscribeAbilityRules(told)];
    renderHook(() => useSessionRefresh());
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    // Long enough for a save (which encrypts the rules) to have told its listeners.
    await new Promise((resolve) => setTimeout(resolve, 200));
    stops.forEach((stop) => stop());
    expect(told).not.toHaveBeenCalled();
    expect(getUserData()).toEqual(stored.userData);
  });
});

import { useSyncExternalStore } from 'react';
import type { TAbilityRule } from '@undangin/shared/abilities';
import type { TUserData } from '@undangin/shared/auth/schemas';
import { createStorageCipher, type TStorageCipher } from './storage-crypto';

/**
 * The signed-in session in the browser (spec §3): userData, accessToken and userAbilityRules,
 * under those names. The rules are encrypted; a user is logged in only when both userData and
 * accessToken are stored (spec §4).
 */
export const STORAGE_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  userAbilityRules: 'userAbilityRules',
} as const;

/*
 * Stored values are checked by hand rather than with the zod contracts: zod would otherwise weigh
 * on every first load, and these values were written by this app (the rules even sealed by AES-GCM).
 */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const names = (value: unknown) =>
  typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));

/** An unknown action or subject simply never matches a check, so the shape is what matters. */
function isRules(value: unknown): value is TAbilityRule[] {
  return Array.isArray(value) && value.every((r) => isObject(r) && names(r.action) && names(r.subject));
}

function isUserData(value: unknown): value is TUserData {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    (value.role === 'user' || value.role === 'admin')
  );
}

let cipher: TStorageCipher | null = null;

function getCipher(): TStorageCipher {
  cipher ??= createStorageCipher(import.meta.env.VITE_STORAGE_KEY);
  return cipher;
}

/** Tests swap the implementation to prove both read and write the same format. */
export function setStorageCipher(next: TStorageCipher | null): void {
  cipher = next;
}

/*
 * The rules live here as plain data; lib/abilities builds the CASL ability from them when a screen
 * first checks one, so screens that check none (login, register) do not download CASL.
 */
let abilityRules: readonly TAbilityRule[] = [];
const ruleListeners = new Set<(rules: readonly TAbilityRule[]) => void>();

export function getAbilityRules(): readonly TAbilityRule[] {
  return abilityRules;
}

export function setAbilityRules(rules: readonly TAbilityRule[]): void {
  abilityRules = rules;
  for (const listener of ruleListeners) listener(rules);
}

export function subscribeAbilityRules(listener: (rules: readonly TAbilityRule[]) => void): () => void {
  ruleListeners.add(listener);
  return () => ruleListeners.delete(listener);
}

const listeners = new Set<() => void>();
let snapshot: { userData: TUserData | null; accessToken: string | null } = read();

function read(): { userData: TUserData | null; accessToken: string | null } {
  if (typeof localStorage === 'undefined') return { userData: null, accessToken: null };
  let userData: TUserData | null = null;
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.userData);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    userData = isUserData(parsed) ? parsed : null;
  } catch {
    userData = null;
  }
  return { userData, accessToken: localStorage.getItem(STORAGE_KEYS.accessToken) || null };
}

function changed(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return snapshot.accessToken;
}

export function getUserData(): TUserData | null {
  return snapshot.userData;
}

export function isLoggedIn(): boolean {
  return !!snapshot.userData && !!snapshot.accessToken;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUserData(): TUserData | null {
  return useSyncExternalStore(subscribeSession, getUserData, getUserData);
}

export async function saveAbilityRules(rules: readonly TAbilityRule[]): Promise<void> {
  setAbilityRules(rules);
  localStorage.setItem(STORAGE_KEYS.userAbilityRules, await getCipher().encrypt(JSON.stringify(rules)));
}

/** Decrypts the stored rules; absent, tampered or unreadable rules give an empty list. */
export async function readAbilityRules(): Promise<TAbilityRule[]> {
  const stored = localStorage.getItem(STORAGE_KEYS.userAbilityRules);
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(await getCipher().decrypt(stored));
    return isRules(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Runs before the first navigation so the guard sees the user's real abilities. */
export async function restoreAbilityRules(): Promise<TAbilityRule[]> {
  const rules = await readAbilityRules();
  setAbilityRules(rules);
  return rules;
}

export async function saveSession(session: {
  accessToken?: string;
  userData: TUserData;
  userAbilityRules: readonly TAbilityRule[];
}): Promise<void> {
  if (session.accessToken !== undefined) localStorage.setItem(STORAGE_KEYS.accessToken, session.accessToken);
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(session.userData));
  await saveAbilityRules(session.userAbilityRules);
  changed();
}

/** Forgets the token and the user (the first half of a 401, spec §4). */
export function clearAuth(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.userData);
  changed();
}

export function clearAbilityRules(): void {
  localStorage.removeItem(STORAGE_KEYS.userAbilityRules);
  setAbilityRules([]);
}

export function clearSession(): void {
  clearAuth();
  clearAbilityRules();
}

/** Another tab signing in or out changes what this one may show. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.accessToken || event.key === STORAGE_KEYS.userData || event.key === null) {
      changed();
    }
    if (event.key === STORAGE_KEYS.userAbilityRules || event.key === null) void restoreAbilityRules();
  });
}

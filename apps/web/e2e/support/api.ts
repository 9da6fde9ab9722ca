import type { APIRequestContext } from '@playwright/test';
import { linkFrom, waitForMail } from './mail';

let counter = 0;

/** A unique, valid address per call, so tests never collide on one database. */
export function uniqueEmail(prefix = 'pengguna'): string {
  return `${prefix}.${Date.now().toString(36)}${(++counter).toString(36)}@contoh.test`;
}

async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/health');
  const state = await request.storageState();
  const token = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': token };
}

/** Calls the API as the web app does: JSON, the XSRF header, and a bearer token when given. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { data?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers = { ...(await xsrfHeaders(request)), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await request.fetch(url, { method, data: options.data, headers });
  if (!res.ok()) throw new Error(`${method} ${url} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Registers and confirms a user through the real API and mail, as a user would. */
export async function createVerifiedUser(
  request: APIRequestContext,
  name = 'Rina Pratama',
): Promise<{ email: string; password: string; name: string }> {
  const email = uniqueEmail();
  const password = 'Kopi-Susu-Pagi-2026';
  // Each couple registers from their own address, as in real life: the per-address registration
  // limit would otherwise stop the suite (the app runs with TRUST_PROXY in the tests).
  await apiCall(request, 'POST', '/api/user/register', {
    data: { name, email, password },
    headers: { 'x-forwarded-for': `203.0.113.${(counter % 250) + 1}` },
  });
  const mail = await waitForMail(email);
  const token = new URL(linkFrom(mail, /mail-confirmed/)).searchParams.get('token');
  await apiCall(request, 'POST', '/api/user/email/verify', { data: { token } });
  return { email, password, name };
}

export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ accessToken: string }> {
  return apiCall(request, 'POST', '/api/user/login', { data: { email, password } });
}

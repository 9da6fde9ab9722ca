import type { AxiosInstance } from 'axios';

/**
 * The account screens load the HTTP client when they first call the API, so the login page's first
 * load does not carry axios; screens of the signed-in app import `http` directly.
 */
export function loadHttp(): Promise<AxiosInstance> {
  return import('./http').then((m) => m.http);
}

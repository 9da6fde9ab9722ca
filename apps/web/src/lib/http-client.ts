import {
  HttpError,
  sendWithXhr,
  type THttpRequest,
  type THttpResponse,
  type THttpTransport,
} from './xhr-transport';

export { HttpError, type THttpResponse };

/** Spec §7: the API's base path and the XSRF cookie and header names. */
export const API_BASE = '/api';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** What a call may add to its request. */
export type THttpConfig = {
  /** The query: empty values are left out, a list repeats its key, dates go as ISO strings. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for downloads; otherwise a JSON answer is parsed. */
  responseType?: 'json' | 'blob';
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
};

export type THttpClient = {
  get<T = unknown>(url: string, config?: THttpConfig): Promise<THttpResponse<T>>;
  /** `data` is the body, for the few deletions that need one (deleting an account asks the password). */
  delete<T = unknown>(url: string, config?: THttpConfig & { data?: unknown }): Promise<THttpResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, config?: THttpConfig): Promise<THttpResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, config?: THttpConfig): Promise<THttpResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, config?: THttpConfig): Promise<THttpResponse<T>>;
};

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

function urlOf(path: string, params: THttpConfig['params']): string {
  const query = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (value instanceof Date) query.append(key, value.toISOString());
    else if (typeof value === 'object') query.append(key, JSON.stringify(value));
    else query.append(key, String(value as string | number | boolean));
  };
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  const search = query.toString();
  const url = /^https?:\/\//.test(path) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** Files and forms go as they are, with the type (and multipart boundary) the browser writes. */
const isRawBody = (body: unknown): body is FormData | Blob =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob);

export type TApiClientOptions = {
  getAccessToken?: () => string | null;
  /** Sees every failed call, with the path as the caller wrote it, before the caller does. */
  onFailure?: (error: HttpError, request: THttpRequest, path: string) => void;
  transport?: THttpTransport;
};

/**
 * A client of the API as spec §7 describes it: base /api, JSON, the bearer token when one is
 * stored, the XSRF cookie echoed in its header, no timeout. Answers outside 2xx reject with an
 * HttpError carrying the server's answer.
 */
export function createApiClient(options: TApiClientOptions = {}): THttpClient {
  const { getAccessToken, onFailure, transport = sendWithXhr } = options;

  async function send<T>(
    method: THttpRequest['method'],
    path: string,
    body: unknown,
    config: THttpConfig = {},
  ): Promise<THttpResponse<T>> {
    const raw = isRawBody(body);
    const headers: Record<string, string> = { Accept: 'application/json' };
    // Only a JSON body is announced: the API refuses a JSON Content-Type with an empty body (approve, logout, deletions).
    if (body !== undefined && !raw) headers['Content-Type'] = 'application/json';
    const token = getAccessToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    for (const [name, value] of Object.entries(config.headers ?? {})) {
      // A form's Content-Type must carry the boundary only the browser knows.
      if (!(raw && name.toLowerCase() === 'content-type')) headers[name] = value;
    }
    const request: THttpRequest = {
      method,
      url: urlOf(path, config.params),
      headers,
      body:
        body === undefined ? undefined : raw ? body : typeof body === 'string' ? body : JSON.stringify(body),
      responseType: config.responseType ?? 'json',
      signal: config.signal,
      onUploadProgress: config.onUploadProgress,
    };
    let failure: HttpError;
    try {
      const response = await transport(request);
      if (response.status >= 200 && response.status < 300) return response as THttpResponse<T>;
      failure = new HttpError(`Request failed with status code ${response.status}`, response);
    } catch (error) {
      failure = isHttpError(error)
        ? error
        : new HttpError(error instanceof Error ? error.message : 'Network Error');
    }
    onFailure?.(failure, request, path);
    throw failure;
  }

  return {
    get: (url, config) => send('GET', url, undefined, config),
    delete: (url, config) => send('DELETE', url, config?.data, config),
    post: (url, body, config) => send('POST', url, body, config),
    put: (url, body, config) => send('PUT', url, body, config),
    patch: (url, body, config) => send('PATCH', url, body, config),
  };
}

/** What the client needs from the session and the page, injected so tests can watch each step. */
export type THttpDeps = {
  getAccessToken(): string | null;
  /** Clears the stored access token and user data. */
  clearAuth(): void;
  clearAbilityRules(): void;
  navigateToLogin(): Promise<void>;
  reload(): void;
};

/** Spec §7: login and logout answer 401 for their own reasons and never end the session. */
const EXEMPT_PATHS = ['/user/login', '/user/logout'];

function pathOf(url: string | undefined): string {
  const withoutQuery = (url ?? '').split('?')[0] ?? '';
  return withoutQuery
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/api(?=\/)/, '')
    .replace(/\/+$/, '');
}

export function isExemptFrom401(url: string | undefined): boolean {
  return EXEMPT_PATHS.includes(pathOf(url));
}

function bearerOf(request: THttpRequest): string | null {
  const header = request.headers.Authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

/**
 * The app's API client: the calls of spec §7 with the 401 rules of spec §4 and §8, each failed
 * request handled once.
 */
export function createHttpClient(deps: THttpDeps, transport?: THttpTransport): THttpClient {
  // 401s that arrive together share one trip to the login page, so the rules are cleared once,
  // after it.
  let toLogin: Promise<void> | null = null;

  function on401(error: HttpError, request: THttpRequest, path: string): void {
    if (error.response?.status !== 401 || isExemptFrom401(path)) return;
    const data = error.response.data;
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : '';

    if (message.toLowerCase().includes('blacklisted')) {
      // The refused token is cleared before reloading when it is still the stored one; otherwise a
      // newer session exists. Either way the reloaded page cannot be refused again.
      if (bearerOf(request) === deps.getAccessToken()) {
        deps.clearAuth();
        deps.clearAbilityRules();
      }
      deps.reload();
      return;
    }

    if (!toLogin) {
      deps.clearAuth();
      toLogin = deps
        .navigateToLogin()
        .catch(() => undefined)
        .then(() => {
          deps.clearAbilityRules();
          toLogin = null;
        });
    }
  }

  return createApiClient({ getAccessToken: deps.getAccessToken, onFailure: on401, transport });
}

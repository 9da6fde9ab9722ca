import axios, {
  AxiosHeaders,
  isAxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';

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

function bearerOf(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = config?.headers ? AxiosHeaders.from(config.headers).get('Authorization') : null;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

/**
 * The API client of spec §7: base /api, JSON, bearer token when stored, the XSRF cookie and header
 * names, no timeout, and the 401 rules of spec §4 and §8.
 */
export function createHttpClient(deps: THttpDeps): AxiosInstance {
  const client = axios.create({
    baseURL: '/api',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    timeout: 0,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
  });

  // Each failed request is handled at most once, and 401s that arrive together share one trip to
  // the login page, so the rules are cleared once, after it.
  const handled = new WeakSet<object>();
  let toLogin: Promise<void> | null = null;

  client.interceptors.request.use((config) => {
    const token = deps.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) return Promise.reject(error);
    const { config } = error;
    if (isExemptFrom401(config.url) || handled.has(config)) return Promise.reject(error);
    handled.add(config);

    const data: unknown = error.response.data;
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : '';

    if (message.toLowerCase().includes('blacklisted')) {
      // The refused token is cleared before reloading when it is still the stored one; otherwise a
      // newer session exists. Either way the reloaded page cannot be refused again.
      if (bearerOf(config) === deps.getAccessToken()) {
        deps.clearAuth();
        deps.clearAbilityRules();
      }
      deps.reload();
      return Promise.reject(error);
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
    return Promise.reject(error);
  });

  return client;
}

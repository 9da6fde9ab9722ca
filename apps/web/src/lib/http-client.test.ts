import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_BLACKLISTED_MESSAGE, SESSION_ENDED_MESSAGE } from '@undangin/shared/errors';
import { createHttpClient, isExemptFrom401, type THttpDeps } from './http-client';

type TAnswer = { status: number; data?: unknown };

/** A fake browser session and page that record what the client does, in order. */
function setup(token: string | null = 'old-token') {
  const steps: string[] = [];
  let resolveNavigation: () => void = () => undefined;
  const state = { token, rules: true };
  const deps: THttpDeps = {
    getAccessToken: () => state.token,
    clearAuth: vi.fn(() => {
      steps.push('clearAuth');
      state.token = null;
    }),
    clearAbilityRules: vi.fn(() => {
      steps.push('clearAbilityRules');
      state.rules = false;
    }),
    navigateToLogin: vi.fn(() => {
      steps.push('navigateToLogin');
      return new Promise<void>((resolve) => {
        resolveNavigation = () => {
          steps.push('navigated');
          resolve();
        };
      });
    }),
    reload: vi.fn(() => steps.push('reload')),
  };
  const client = createHttpClient(deps);
  const sent: InternalAxiosRequestConfig[] = [];
  const answer = (byUrl: Record<string, TAnswer>): void => {
    const adapter: AxiosAdapter = (config) => {
      sent.push(config);
      const { status, data } = byUrl[config.url ?? ''] ?? { status: 200, data: {} };
      const response = { status, data, statusText: String(status), headers: {}, config };
      if (status >= 400) {
        return Promise.reject(new AxiosError('failed', String(status), config, null, response));
      }
      return Promise.resolve(response);
    };
    client.defaults.adapter = adapter;
  };
  return { client, deps, steps, state, sent, answer, finishNavigation: () => resolveNavigation() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HTTP client basics (spec §7)', () => {
  it('calls /api with JSON, no timeout and the XSRF cookie and header names', () => {
    const { client } = setup();
    expect(client.defaults.baseURL).toBe('/api');
    expect(client.defaults.timeout).toBe(0);
    expect(client.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(client.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(client.defaults.headers['Content-Type']).toBe('application/json');
  });

  it('adds the bearer header only when a token is stored', async () => {
    const withToken = setup('abc');
    withToken.answer({});
    await withToken.client.get('/user/me');
    expect(AxiosHeaders.from(withToken.sent[0]?.headers).get('Authorization')).toBe('Bearer abc');

    const without = setup(null);
    without.answer({});
    await without.client.get('/user/me');
    expect(AxiosHeaders.from(without.sent[0]?.headers).has('Authorization')).toBe(false);
  });

  it('passes other errors to the caller untouched', async () => {
    const { client, answer, deps } = setup();
    answer({ '/guests': { status: 422, data: { message: 'Data tidak valid' } } });
    await expect(client.get('/guests')).rejects.toMatchObject({ response: { status: 422 } });
    expect(deps.clearAuth).not.toHaveBeenCalled();
    expect(deps.navigateToLogin).not.toHaveBeenCalled();
  });
});

describe('401 handling (spec §4, §8)', () => {
  it('clears token and user data, goes to /login, then clears the ability rules', async () => {
    const { client, answer, steps, state, finishNavigation } = setup();
    answer({ '/dashboard': { status: 401, data: { message: SESSION_ENDED_MESSAGE } } });
    await expect(client.get('/dashboard')).rejects.toMatchObject({ response: { status: 401 } });
    expect(steps).toEqual(['clearAuth', 'navigateToLogin']);
    expect(state.token).toBeNull();
    expect(state.rules).toBe(true);
    finishNavigation();
    await flush();
    expect(steps).toEqual(['clearAuth', 'navigateToLogin', 'navigated', 'clearAbilityRules']);
    expect(state.rules).toBe(false);
  });

  it('clears the rules even when the navigation fails', async () => {
    const { client, answer, deps } = setup();
    vi.mocked(deps.navigateToLogin).mockRejectedValueOnce(new Error('aborted'));
    answer({ '/dashboard': { status: 401, data: { message: 'Unauthorized' } } });
    await expect(client.get('/dashboard')).rejects.toBeInstanceOf(AxiosError);
    await flush();
    expect(deps.clearAbilityRules).toHaveBeenCalledTimes(1);
  });

  it.each(['/user/login', '/user/logout', '/api/user/login', '/user/login?x=1'])(
    'leaves the session alone for %s',
    async (url) => {
      const { client, answer, deps } = setup();
      answer({ [url]: { status: 401, data: { message: TOKEN_BLACKLISTED_MESSAGE } } });
      await expect(client.post(url)).rejects.toMatchObject({ response: { status: 401 } });
      expect(deps.clearAuth).not.toHaveBeenCalled();
      expect(deps.navigateToLogin).not.toHaveBeenCalled();
      expect(deps.reload).not.toHaveBeenCalled();
    },
  );

  it('recognises exempt paths exactly', () => {
    expect(isExemptFrom401('/user/login')).toBe(true);
    expect(isExemptFrom401('/user/logout/')).toBe(true);
    expect(isExemptFrom401('/user/login-history')).toBe(false);
    expect(isExemptFrom401('/user/me')).toBe(false);
  });

  it('handles each request once, and 401s arriving together make one trip to login', async () => {
    const { client, answer, deps, finishNavigation } = setup();
    answer({
      '/a': { status: 401, data: { message: 'Unauthorized' } },
      '/b': { status: 401, data: { message: 'Unauthorized' } },
    });
    const results = await Promise.allSettled([client.get('/a'), client.get('/b'), client.get('/a')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(deps.clearAuth).toHaveBeenCalledTimes(1);
    expect(deps.navigateToLogin).toHaveBeenCalledTimes(1);
    finishNavigation();
    await flush();
    expect(deps.clearAbilityRules).toHaveBeenCalledTimes(1);
  });

  it('handles a later 401 again once the first trip to login has finished', async () => {
    const { client, answer, deps, finishNavigation } = setup();
    answer({ '/a': { status: 401, data: { message: 'Unauthorized' } } });
    await expect(client.get('/a')).rejects.toBeInstanceOf(AxiosError);
    finishNavigation();
    await flush();
    await expect(client.get('/a')).rejects.toBeInstanceOf(AxiosError);
    expect(deps.navigateToLogin).toHaveBeenCalledTimes(2);
  });
});

describe('401 "blacklisted" (spec §4) without a reload loop', () => {
  it('clears the session and reloads when the refused token is the stored one', async () => {
    const { client, answer, steps, state, deps, sent } = setup('old-token');
    answer({ '/dashboard': { status: 401, data: { message: TOKEN_BLACKLISTED_MESSAGE } } });
    await expect(client.get('/dashboard')).rejects.toMatchObject({ response: { status: 401 } });
    expect(steps).toEqual(['clearAuth', 'clearAbilityRules', 'reload']);
    expect(deps.navigateToLogin).not.toHaveBeenCalled();
    // After the reload the page has no token to be refused again, so it cannot loop.
    expect(state.token).toBeNull();
    await client.get('/other');
    expect(AxiosHeaders.from(sent[1]?.headers).has('Authorization')).toBe(false);
  });

  it('only reloads when a newer session has replaced the refused token', async () => {
    const { client, answer, steps, state, sent } = setup('old-token');
    let release: () => void = () => undefined;
    client.defaults.adapter = (config) => {
      sent.push(config);
      return new Promise((_resolve, reject) => {
        release = () =>
          reject(
            new AxiosError('failed', '401', config, null, {
              status: 401,
              statusText: '401',
              headers: {},
              config,
              data: { message: TOKEN_BLACKLISTED_MESSAGE },
            }),
          );
      });
    };
    const pending = client.get('/dashboard');
    await flush();
    state.token = 'new-token';
    release();
    await expect(pending).rejects.toBeInstanceOf(AxiosError);
    expect(steps).toEqual(['reload']);
    expect(state.token).toBe('new-token');
    answer({});
    await client.get('/other');
    expect(AxiosHeaders.from(sent[1]?.headers).get('Authorization')).toBe('Bearer new-token');
  });

  it('matches "blacklisted" anywhere in the message', async () => {
    const { client, answer, deps } = setup('t');
    answer({ '/x': { status: 401, data: { message: 'This token is Blacklisted now' } } });
    await expect(client.get('/x')).rejects.toBeInstanceOf(AxiosError);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.navigateToLogin).not.toHaveBeenCalled();
  });
});

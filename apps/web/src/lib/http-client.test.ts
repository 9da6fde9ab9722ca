import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_BLACKLISTED_MESSAGE, SESSION_ENDED_MESSAGE } from '@undangin/shared/errors';
import { createApiClient, createHttpClient, HttpError, isExemptFrom401, type THttpDeps } from './http-client';
import { sendWithXhr, type THttpRequest, type THttpTransport } from './xhr-transport';

type TAnswer = { status: number; data?: unknown };

/** The path as the caller wrote it, from the address the client sent (it adds the /api base). */
const callerPath = (request: THttpRequest) => request.url.replace(/^\/api/, '');

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
  const sent: THttpRequest[] = [];
  let transport: THttpTransport = () => Promise.resolve({ status: 200, data: {}, headers: {} });
  const client = createHttpClient(deps, (request) => transport(request));
  const answer = (byPath: Record<string, TAnswer>): void => {
    transport = (request) => {
      sent.push(request);
      const { status, data } = byPath[callerPath(request)] ?? { status: 200, data: {} };
      return Promise.resolve({ status, data, headers: {} });
    };
  };
  const useTransport = (next: THttpTransport) => {
    transport = next;
  };
  return {
    client,
    deps,
    steps,
    state,
    sent,
    answer,
    useTransport,
    finishNavigation: () => resolveNavigation(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('HTTP client basics (spec §7)', () => {
  it('calls /api with JSON and echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123';
    const { client, answer, sent } = setup(null);
    answer({});
    await client.post('/guests', { name: 'Sari' }, { params: { page: 2, q: 'a b', empty: undefined } });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/guests?page=2&q=a+b',
      body: JSON.stringify({ name: 'Sari' }),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': 'xsrf-123' },
    });
  });

  it('adds the bearer header only when a token is stored', async () => {
    const withToken = setup('abc');
    withToken.answer({});
    await withToken.client.get('/user/me');
    expect(withToken.sent[0]?.headers.Authorization).toBe('Bearer abc');

    const without = setup(null);
    without.answer({});
    await without.client.get('/user/me');
    expect(without.sent[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('announces no JSON type for a request without a body, which the API would refuse', async () => {
    const { client, answer, sent } = setup();
    answer({});
    await client.post('/admin/transactions/tx-1/approve');
    await client.delete('/guests/g-1');
    expect(sent[0]?.headers).not.toHaveProperty('Content-Type');
    expect(sent[1]?.headers).not.toHaveProperty('Content-Type');
  });

  it('sends forms as they are, leaving their multipart type to the browser', async () => {
    const { client, answer, sent } = setup();
    answer({});
    const form = new FormData();
    form.append('proof', new Blob(['x']), 'proof.png');
    await client.post('/payments', form, { headers: { 'Content-Type': 'multipart/form-data' } });
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.headers).not.toHaveProperty('Content-Type');
  });

  it('passes other errors to the caller untouched', async () => {
    const { client, answer, deps } = setup();
    answer({ '/guests': { status: 422, data: { message: 'Data tidak valid' } } });
    await expect(client.get('/guests')).rejects.toMatchObject({ response: { status: 422 } });
    expect(deps.clearAuth).not.toHaveBeenCalled();
    expect(deps.navigateToLogin).not.toHaveBeenCalled();
  });
});

/** A stand-in for the browser's XMLHttpRequest that records what is set and answers on demand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  timeout = -1;
  responseType = '';
  status = 0;
  response: unknown = null;
  responseText = '';
  requestHeaders: Record<string, string> = {};
  responseHeaders = '';
  body: unknown = undefined;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('the XMLHttpRequest transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  const request = (overrides: Partial<THttpRequest> = {}): THttpRequest => ({
    method: 'GET',
    url: '/api/x',
    headers: { Accept: 'application/json' },
    responseType: 'json',
    ...overrides,
  });

  it('has no timeout, sends the headers and reads JSON with lower-cased header names', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = sendWithXhr(request());
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.timeout).toBe(0);
    expect(xhr.requestHeaders).toEqual({ Accept: 'application/json' });
    Object.assign(xhr, {
      status: 429,
      responseText: '{"message":"Terlalu banyak"}',
      responseHeaders: 'Retry-After: 30\r\nContent-Type: application/json',
    });
    xhr.onload?.();
    await expect(pending).resolves.toEqual({
      status: 429,
      data: { message: 'Terlalu banyak' },
      headers: { 'retry-after': '30', 'content-type': 'application/json' },
    });
  });

  it('reports upload progress and stops when the caller aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress = vi.fn();
    const controller = new AbortController();
    const pending = sendWithXhr(
      request({ method: 'POST', onUploadProgress: progress, signal: controller.signal }),
    );
    const xhr = FakeXhr.last as FakeXhr;
    xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true } as ProgressEvent);
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 200 });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(HttpError);
  });

  it('gives downloads as a Blob', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = sendWithXhr(request({ responseType: 'blob' }));
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.responseType).toBe('blob');
    const file = new Blob(['a,b']);
    Object.assign(xhr, { status: 200, response: file });
    xhr.onload?.();
    expect((await pending).data).toBe(file);
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
    await expect(client.get('/dashboard')).rejects.toBeInstanceOf(HttpError);
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
    await expect(client.get('/a')).rejects.toBeInstanceOf(HttpError);
    finishNavigation();
    await flush();
    await expect(client.get('/a')).rejects.toBeInstanceOf(HttpError);
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
    expect(sent[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('only reloads when a newer session has replaced the refused token', async () => {
    const { client, answer, useTransport, steps, state, sent } = setup('old-token');
    let release: () => void = () => undefined;
    useTransport((request) => {
      sent.push(request);
      return new Promise((resolve) => {
        release = () => resolve({ status: 401, data: { message: TOKEN_BLACKLISTED_MESSAGE }, headers: {} });
      });
    });
    const pending = client.get('/dashboard');
    await flush();
    state.token = 'new-token';
    release();
    await expect(pending).rejects.toBeInstanceOf(HttpError);
    expect(steps).toEqual(['reload']);
    expect(state.token).toBe('new-token');
    answer({});
    await client.get('/other');
    expect(sent[1]?.headers.Authorization).toBe('Bearer new-token');
  });

  it('matches "blacklisted" anywhere in the message', async () => {
    const { client, answer, deps } = setup('t');
    answer({ '/x': { status: 401, data: { message: 'This token is Blacklisted now' } } });
    await expect(client.get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.navigateToLogin).not.toHaveBeenCalled();
  });
});

describe('a client without a session (ushers at the door)', () => {
  it('sends no bearer header and leaves a 401 to its caller', async () => {
    const sent: THttpRequest[] = [];
    const client = createApiClient({
      transport: (request) => {
        sent.push(request);
        return Promise.resolve({ status: 401, data: { message: 'Akses tidak berlaku' }, headers: {} });
      },
    });
    await expect(client.get('/usher/check-in')).rejects.toMatchObject({ response: { status: 401 } });
    expect(sent[0]?.url).toBe('/api/usher/check-in');
    expect(sent[0]?.headers).not.toHaveProperty('Authorization');
  });
});

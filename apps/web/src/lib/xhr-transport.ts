/** A request as it goes on the wire: the client has already added the base path, query and headers. */
export type THttpRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | Blob;
  responseType: 'json' | 'blob';
  signal?: AbortSignal;
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
};

export type THttpResponse<T> = {
  data: T;
  status: number;
  /** Lower-cased names, as the browser reports them. */
  headers: Record<string, string>;
};

/** A failed call: `response` is the server's answer, absent when none arrived (network, abort). */
export class HttpError extends Error {
  readonly response?: THttpResponse<unknown>;

  constructor(message: string, response?: THttpResponse<unknown>) {
    super(message);
    this.name = 'HttpError';
    this.response = response;
  }
}

/** Sends a request and resolves with whatever status the server answers; rejects only without one. */
export type THttpTransport = (request: THttpRequest) => Promise<THttpResponse<unknown>>;

function headersOf(xhr: XMLHttpRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** JSON when the body is JSON, the text otherwise ('' for an empty answer). */
function parseText(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * XMLHttpRequest rather than fetch, because uploads (payment proofs, photos, guest lists) report
 * their progress and fetch cannot.
 */
export const sendWithXhr: THttpTransport = (request) =>
  new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new HttpError('canceled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url, true);
    // Spec §7: the client has no timeout.
    xhr.timeout = 0;
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    const { onUploadProgress, signal } = request;
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) =>
        onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      const data: unknown = xhr.responseType === 'blob' ? xhr.response : parseText(xhr.responseText);
      resolve({ data, status: xhr.status, headers: headersOf(xhr) });
    };
    xhr.onerror = () => {
      settle();
      reject(new HttpError('Network Error'));
    };
    xhr.onabort = () => {
      settle();
      reject(new HttpError('canceled'));
    };
    xhr.send(request.body ?? null);
  });

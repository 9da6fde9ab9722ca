import type { Readable } from 'node:stream';

/**
 * What every storage driver offers. Keys are relative paths chosen by the server (never by a client),
 * checked again by each driver.
 */
export type TStoredFile = {
  size: number;
  /** The bytes, or the inclusive byte range of them (HTTP Range). */
  stream: (range?: { start: number; end: number }) => Readable;
};

export type TStorage = {
  /** Writes the whole file at once: a reader sees the old bytes or the new ones, never half. */
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The file's size and a way to stream it, or null when there is no such file. */
  get: (key: string) => Promise<TStoredFile | null>;
  /** Removing a file that is not there is not an error. */
  delete: (key: string) => Promise<void>;
};

/**
 * Path segments of letters, digits, `_`, `-` and `.`, none starting with a dot. A segment may start with
 * `-` or `_`: upload names are random base64url, and one in 32 starts with either.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.includes('..');
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * The usher app's service worker (public/usher-sw.js), run as a browser runs it: its own global scope,
 * with the Cache Storage and fetch it uses played by fakes that record what it does.
 */
const ORIGIN = 'https://undangin.test';
const SOURCE = readFileSync(resolve(import.meta.dirname, '../../../../public/usher-sw.js'), 'utf8');

type TListener = (event: unknown) => void;

function worker({ held, offline = [] }: { held: string[]; offline?: string[] }) {
  const caches = new Map<string, Map<string, string>>();
  const open = (name: string) => {
    const entries = caches.get(name) ?? new Map<string, string>();
    caches.set(name, entries);
    return {
      keys: async () => [...entries.keys()].map((path) => ({ url: `${ORIGIN}${path}` })),
      put: async (path: string, answer: { body: string }) => void entries.set(path, answer.body),
      delete: async (path: string) => entries.delete(path),
      match: async (path: string) => entries.get(path),
    };
  };
  for (const path of held) void open('usher-files-v1').put(path, { body: `old ${path}` });
  const fetched: string[] = [];
  const listeners = new Map<string, TListener>();
  runInNewContext(SOURCE, {
    self: {
      addEventListener: (type: string, listener: TListener) => listeners.set(type, listener),
      location: { origin: ORIGIN },
    },
    caches: { open: async (name: string) => open(name) },
    fetch: async (path: string) => {
      fetched.push(path);
      if (offline.includes(path)) throw new TypeError('Failed to fetch');
      return { ok: true, body: `new ${path}` };
    },
    URL,
    Map,
    Set,
    Promise,
    setTimeout,
  });

  /** The page posts the files it loaded, as usher-app.ts does once the door is open. */
  async function keep(files: unknown[]) {
    const waits: Promise<unknown>[] = [];
    const replies: unknown[] = [];
    listeners.get('message')!({
      data: { type: 'keep', files },
      source: { postMessage: (reply: unknown) => replies.push(reply) },
      waitUntil: (wait: Promise<unknown>) => waits.push(wait),
    });
    await Promise.all(waits);
    return replies;
  }
  const kept = () => Object.fromEntries(caches.get('usher-files-v1') ?? new Map());
  return { keep, kept, fetched };
}

describe('the usher app’s service worker keeping the page’s files', () => {
  it('drops a file of an older build when the page loads the same file of a new one, and keeps the rest', async () => {
    const sw = worker({
      held: [
        '/assets/door-screen-BX3k_a9Q.js',
        '/assets/vendor-9itEc07e.js',
        '/assets/gift-book-Qz81mN0p.js',
        '/theme-init.js',
      ],
    });
    const replies = await sw.keep([
      '/assets/door-screen-N3wBu1ld.js',
      '/assets/vendor-9itEc07e.js',
      '/theme-init.js',
    ]);

    expect(sw.kept()).toEqual({
      // The new build's copy replaces the old one.
      '/assets/door-screen-N3wBu1ld.js': 'new /assets/door-screen-N3wBu1ld.js',
      // Unchanged files are neither fetched again nor dropped.
      '/assets/vendor-9itEc07e.js': 'old /assets/vendor-9itEc07e.js',
      '/theme-init.js': 'old /theme-init.js',
      // A file this page did not load (another screen's) is no older copy of anything posted: kept.
      '/assets/gift-book-Qz81mN0p.js': 'old /assets/gift-book-Qz81mN0p.js',
    });
    expect(sw.fetched).toEqual(['/assets/door-screen-N3wBu1ld.js']);
    expect(replies).toEqual([{ type: 'kept', count: 3 }]);
  });

  it('never keeps the API or anything not a path of its own origin', async () => {
    const sw = worker({ held: [] });
    await sw.keep([
      '/api/usher/roster',
      'https://elsewhere.test/x.js',
      'assets/relative.js',
      42,
      '/icons/usher-192.png',
    ]);

    expect(sw.fetched).toEqual(['/icons/usher-192.png']);
    expect(Object.keys(sw.kept())).toEqual(['/icons/usher-192.png']);
  });

  it('keeps what it can fetch when one file cannot be fetched (the signal dropped meanwhile)', async () => {
    const sw = worker({ held: [], offline: ['/assets/door-screen-N3wBu1ld.js'] });
    await sw.keep(['/assets/door-screen-N3wBu1ld.js', '/assets/vendor-9itEc07e.js']);

    expect(Object.keys(sw.kept())).toEqual(['/assets/vendor-9itEc07e.js']);
  });
});

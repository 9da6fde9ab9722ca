/*
 * The usher app's service worker (scope /check-in/, registered by the usher page only). Written by hand
 * and kept small: it makes the usher's link open without signal once it was opened online. The guest
 * list and the queued check-ins live in IndexedDB, kept by the page; this worker only keeps the files.
 *
 * - /api/* is never touched: every call goes to the network as if there were no worker.
 * - Navigations under /check-in/ go to the network first; without an answer (offline, or no answer in
 *   a few seconds on a weak signal) the last app shell (index.html) it saw is served instead.
 * - The page posts the same-origin files it loaded ({ type: 'keep', files: [paths] }); those are kept
 *   and served from the cache first (their names carry a content hash, so a kept file never goes
 *   stale). A kept file whose name differs from a posted one only by its hash belongs to an older build
 *   and is dropped. The few files without a hash (theme-init.js, icons) are served from the cache and
 *   refreshed behind it.
 */
const SHELL_CACHE = 'usher-shell-v1';
const FILES_CACHE = 'usher-files-v1';
const SHELL_KEY = '/check-in/';
/** How long a navigation waits for the network before the kept shell is served. */
const NAVIGATION_WAIT_MS = 4000;

/** /assets/door-screen-BX3k_a9Q.js → /assets/door-screen.js: the same file of another build. */
const HASHED = /^(\/assets\/.+)-[\w-]{8,}(\.\w+)$/;
const stemOf = (path) => {
  const match = HASHED.exec(path);
  return match ? match[1] + match[2] : null;
};

self.addEventListener('install', (event) => {
  // The shell is taken now, so a phone that goes offline before its next navigation still opens.
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) =>
        fetch('/index.html', { cache: 'no-cache' }).then(
          (answer) => answer.ok && cache.put(SHELL_KEY, answer),
        ),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.files)) return;
  const files = data.files.filter(
    (path) => typeof path === 'string' && path.startsWith('/') && !path.startsWith('/api/'),
  );
  event.waitUntil(
    keep(files).then(() => event.source && event.source.postMessage({ type: 'kept', count: files.length })),
  );
});

async function keep(files) {
  const cache = await caches.open(FILES_CACHE);
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const stems = new Map(files.map((path) => [stemOf(path), path]).filter(([stem]) => stem !== null));
  for (const path of held) {
    const stem = stemOf(path);
    if (stem !== null && stems.has(stem) && stems.get(stem) !== path) await cache.delete(path);
  }
  for (const path of files) {
    if (held.has(path)) continue;
    // One missing file (a build replaced while the page was open) must not stop the others.
    try {
      const answer = await fetch(path);
      if (answer.ok) await cache.put(path, answer);
    } catch {
      // Offline now: the page posts its list again on its next load.
    }
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/check-in/')) event.respondWith(navigation(request));
    return;
  }
  event.respondWith(file(url.pathname, request, event));
});

async function navigation(request) {
  const shell = await caches.open(SHELL_CACHE);
  try {
    const answer = await Promise.race([
      fetch(request),
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error('slow')), NAVIGATION_WAIT_MS)),
    ]);
    if (answer.ok && (answer.headers.get('content-type') || '').includes('text/html')) {
      await shell.put(SHELL_KEY, answer.clone());
    }
    return answer;
  } catch (error) {
    const kept = await shell.match(SHELL_KEY);
    if (kept) return kept;
    throw error;
  }
}

async function file(path, request, event) {
  const cache = await caches.open(FILES_CACHE);
  const kept = await cache.match(path);
  if (kept && stemOf(path) !== null) return kept;
  const fresh = fetch(request).then(async (answer) => {
    if (kept && answer.ok) await cache.put(path, answer.clone());
    return answer;
  });
  if (!kept) return fresh;
  // The kept copy answers now; the refresh finishes behind it (offline it simply fails).
  event.waitUntil(fresh.catch(() => undefined));
  return kept;
}

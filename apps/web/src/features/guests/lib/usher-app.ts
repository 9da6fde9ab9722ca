/**
 * The usher's link as an installable app: its manifest (named for the link, served by the API), the
 * theme colour, and the service worker (public/usher-sw.js) that keeps the files this page loaded so
 * the link opens offline. Only the usher page calls it; the worker's scope is /check-in/ alone.
 */

const THEME_COLOR = '#00BFA6';
/** Files worth keeping: the build's own, fonts and icons; never the API or a guest's page. */
const KEPT = /^\/(?!api\/|u\/)[^?]+\.(?:js|css|woff2?|png|svg|json)$/;

/** The same-origin files this page has loaded so far (performance resource entries). */
export function loadedFiles(entries: readonly PerformanceEntry[], origin: string): string[] {
  const files = new Set<string>();
  for (const entry of entries) {
    const url = new URL(entry.name, origin);
    if (url.origin === origin && KEPT.test(url.pathname)) files.add(url.pathname);
  }
  return [...files].sort();
}

function addToHead<K extends 'link' | 'meta'>(
  tag: K,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
  return element;
}

/** Mounts the usher app's head tags and worker; the returned function takes the tags away again. */
export function startUsherApp(token: string): () => void {
  const manifest = addToHead('link', {
    rel: 'manifest',
    href: `/api/usher/manifest/${encodeURIComponent(token)}`,
  });
  const theme = addToHead('meta', { name: 'theme-color', content: THEME_COLOR });
  let observer: PerformanceObserver | null = null;
  let stopped = false;

  if ('serviceWorker' in navigator) {
    const post = (worker: ServiceWorker) =>
      worker.postMessage({
        type: 'keep',
        files: loadedFiles(performance.getEntriesByType('resource'), location.origin),
      });
    navigator.serviceWorker
      .register('/usher-sw.js', { scope: '/check-in/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const worker = registration.active;
        if (stopped || !worker) return;
        post(worker);
        // A file loaded later (the QR reader once the camera starts) is kept too.
        let pending: ReturnType<typeof setTimeout> | null = null;
        observer = new PerformanceObserver(() => {
          if (pending) clearTimeout(pending);
          pending = setTimeout(() => post(worker), 1000);
        });
        observer.observe({ type: 'resource' });
      })
      .catch((error: unknown) => {
        // The door still works online without the worker (a browser that refuses it, private mode).
        console.warn('usher app: no service worker', error);
      });
  }

  return () => {
    stopped = true;
    observer?.disconnect();
    manifest.remove();
    theme.remove();
  };
}

import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { readLayouts, readRoutes, type TAccess } from './route-source';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Files are numbers into `files`: the same chunks serve many routes, and the table stays small. */
type TRouteFiles = { pattern: string; score: number; access: TAccess; files: string[]; ns: string[] };
export type TFirstScreenRoute = {
  pattern: string;
  score: number;
  access: TAccess;
  files: number[];
  ns: string[];
};
export type TFirstScreenTable = {
  files: string[];
  routes: TFirstScreenRoute[];
  /** "<language>/<namespace>" to the files of that locale file. */
  locales: Record<string, number[]>;
};

/* ------------------------------------------------------------------ matching */

/** React Router's ranking, so the most specific pattern wins as it does in the router. */
export function patternScore(path: string): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

export function patternRegex(path: string): string {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^/${body}/?$`;
}

/**
 * Runs in the browser before the app's code (stringified into the emitted script, so it may use
 * nothing from outside): picks the screen a load of `pathname` opens, as app/first-screen.ts does,
 * and hands each file of its code and strings to `add`.
 */
export function preloadFirstScreen(
  table: TFirstScreenTable,
  pathname: string,
  loggedIn: boolean,
  language: string,
  add: (file: string) => void,
): void {
  let best: TFirstScreenRoute | undefined;
  for (const route of table.routes) {
    if (new RegExp(route.pattern, 'i').test(pathname) && (!best || route.score > best.score)) best = route;
  }
  if (!best) return;
  if ((best.access === 'guest' && loggedIn) || (best.access === 'user' && !loggedIn)) return;
  const files = best.files.slice();
  for (const ns of best.ns) {
    for (const lng of language === 'id' ? ['id'] : [language, 'id']) {
      files.push(...(table.locales[`${lng}/${ns}`] ?? []));
    }
  }
  files.filter((file, index) => files.indexOf(file) === index).forEach((file) => add(table.files[file]!));
}

/* -------------------------------------------------------------------- bundle */

type TChunks = {
  byModule: Map<string, OutputChunk>;
  /** A chunk's file and every file it imports, less the start-up chunks. */
  closure: (chunk: OutputChunk) => string[];
};

function chunksOf(bundle: OutputBundle): TChunks {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map<string, OutputChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) byModule.set(id, chunk);
  const reach = (from: string[], stop: Set<string>) => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file) || stop.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) walk(next);
    };
    from.forEach(walk);
    return seen;
  };
  // What the entry loads anyway: the HTML asks for it, so it needs no place in the table.
  const startup = reach(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    new Set(),
  );
  return { byModule, closure: (chunk) => [...reach([chunk.fileName], startup)] };
}

/**
 * The first screen's code starts downloading with the app's own, not after it. The app knows which
 * screen a load opens only once its start-up code has downloaded and run (main.tsx), and only then
 * asks for the screen's chunks and strings: one more round trip on a slow connection before anything
 * shows. For a signed-out visitor (a first visit, a link from WhatsApp or an e-mail), a small script
 * that theme-init.js starts makes the same choice from the route table (which screen, in which
 * language) and adds a modulepreload link for each of those files, so they arrive beside the
 * start-up chunks.
 */
export function firstScreenPreload(): Plugin {
  let root = '';
  return {
    name: 'undangin:first-screen-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const routesFile = resolve(root, 'src/app/routes.ts');
      const routerFile = resolve(root, 'src/app/router.tsx');
      const { byModule, closure } = chunksOf(bundle);
      const filesOf = async (spec: string, importer: string) => {
        const id = (await this.resolve(spec, importer))?.id;
        const chunk = id ? byModule.get(id) : undefined;
        if (!chunk) throw new Error(`first-screen preload: no chunk holds ${spec}`);
        return closure(chunk);
      };

      const layouts = readLayouts(routerFile);
      const layoutFiles: Record<string, string[]> = {};
      for (const [name, layout] of Object.entries(layouts)) {
        layoutFiles[name] = (
          await Promise.all(layout.imports.map((spec) => filesOf(spec, routerFile)))
        ).flat();
      }
      const routes: TRouteFiles[] = [];
      // Only a signed-out visitor's first load reads the table (see theme-init.js): a signed-in one's
      // code is mostly in the browser's cache already, and the table would weigh on its budget.
      for (const route of readRoutes(routesFile).filter((r) => r.access !== 'user')) {
        const page = await filesOf(route.page, routesFile);
        const layout = route.layout === false ? [] : (layoutFiles[route.layout] ?? []);
        const ns = [...(route.layout === false ? [] : (layouts[route.layout]?.ns ?? [])), ...route.ns];
        const files = [...new Set([...page, ...layout])];
        for (const path of route.paths) {
          routes.push({
            pattern: patternRegex(path),
            score: patternScore(path),
            access: route.access,
            files,
            ns,
          });
        }
      }
      const locales: Record<string, string[]> = {};
      for (const [id, chunk] of byModule) {
        const match = /[\\/]locales[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/.exec(id);
        const files = match ? closure(chunk) : [];
        if (match && files.length) locales[`${match[1]}/${match[2]}`] = files;
      }

      const index = new Map<string, number>();
      const numbered = (list: string[]) =>
        list.map((file) => {
          if (!index.has(file)) index.set(file, index.size);
          return index.get(file)!;
        });
      const table: TFirstScreenTable = {
        routes: routes.map((route) => ({ ...route, files: numbered(route.files) })),
        locales: Object.fromEntries(Object.entries(locales).map(([key, files]) => [key, numbered(files)])),
        files: [],
      };
      table.files = [...index.keys()];
      // Same-origin files, as modulepreload links the way Vite's own preload helper writes them.
      const source = `(${preloadFirstScreen.toString()})(${JSON.stringify(table)}, location.pathname, false, document.documentElement.lang || 'id', function (file) {
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = '/' + file;
  document.head.appendChild(link);
});
`;
      const fileName = `assets/first-screen-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // theme-init.js starts it for a signed-out visitor, once it has set the language this reads.
      const page = String(html.source);
      const anchor = '<script src="/theme-init.js"></script>';
      if (!page.includes(anchor)) {
        throw new Error('first-screen preload: index.html has no theme-init.js script');
      }
      html.source = page.replace(
        anchor,
        `<script src="/theme-init.js" data-first-screen="/${fileName}"></script>`,
      );
    },
  };
}

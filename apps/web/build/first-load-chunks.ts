import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { readLayouts, readRoutes } from './route-source';

/** The slice of Rolldown's module graph the grouping reads. */
type TModuleInfo = { importedIds: readonly string[] };
type TChunkingContext = { getModuleInfo(id: string): TModuleInfo | null };

/** A first screen's own module, and the modules of the layout it opens in. */
export type TFirstScreen = { name: string; screen: string; frame: string[] };

/** A relative import of app/routes.ts or app/router.tsx as the module id Rolldown gives it. */
function moduleFile(appDir: string, spec: string): string {
  const base = resolve(appDir, spec);
  const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
  if (!file) throw new Error(`first-load chunks: cannot find ${spec} from ${appDir}`);
  return file;
}

/**
 * The screens the given paths open (by a name for their chunks), read from the route table: each
 * page module, and its layout's modules.
 * A layout's packages (bare imports) are left out: the app's own modules reach what they use of them.
 */
export function readFirstScreens(appDir: string, paths: Record<string, string>): TFirstScreen[] {
  const routes = readRoutes(resolve(appDir, 'routes.ts'));
  const layouts = readLayouts(resolve(appDir, 'router.tsx'));
  return Object.entries(paths).map(([name, path]) => {
    const route = routes.find((r) => r.paths.includes(path));
    if (!route) throw new Error(`first-load chunks: no route has the path ${path}`);
    const layout = route.layout === false ? [] : (layouts[route.layout]?.imports ?? []);
    return {
      name,
      screen: moduleFile(appDir, route.page),
      frame: layout.filter((spec) => spec.startsWith('.')).map((spec) => moduleFile(appDir, spec)),
    };
  });
}

/** A feature's door: features/x/index.ts, which re-exports the pieces other features use. */
const DOOR = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const REEXPORT = /export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;

/** `a, type b, c as d` → the names as the module that exports them calls them: a, b, c. */
function exportedNames(list: string): string[] {
  return list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )
    .filter(Boolean);
}

/** The module ids a relative specifier may stand for, as Rolldown names modules. */
function candidates(from: string, spec: string): string[] {
  const base = resolve(dirname(from), spec);
  return [base, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext)];
}

/**
 * The modules behind the names `importer` takes from `door`, or null when its source does not say
 * (then the whole door is followed). A door's static imports are every re-export for every user; a
 * screen that takes one hook from it runs that hook's module only, and tree-shaking drops the rest,
 * so following all of them would file other screens' code (and TanStack Query) under a first load.
 */
function throughDoor(importer: string, door: string, doorDeps: readonly string[]): string[] | null {
  const taken = new Set<string>();
  let named = false;
  for (const [, list, spec] of readFileSync(importer, 'utf8').matchAll(IMPORT)) {
    if (!spec!.startsWith('.') || !candidates(importer, spec!).includes(door)) continue;
    named = true;
    for (const name of exportedNames(list!)) taken.add(name);
  }
  if (!named) return null;
  const reached: string[] = [];
  for (const [, list, spec] of readFileSync(door, 'utf8').matchAll(REEXPORT)) {
    if (!exportedNames(list!).some((name) => taken.has(name))) continue;
    const forms = candidates(door, spec!);
    const id = doorDeps.find((dep) => forms.includes(dep));
    if (id) reached.push(id);
  }
  return reached;
}

/**
 * Every module the given ones import statically, themselves included, not entering `stop`; through
 * a feature's door, only to the pieces the importer takes from it.
 */
function staticClosure(ctx: TChunkingContext, roots: string[], stop = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) {
      const doorDeps = DOOR.test(dep) ? ctx.getModuleInfo(dep)?.importedIds : undefined;
      const pieces = doorDeps && existsSync(id) ? throughDoor(id, dep, doorDeps) : null;
      if (pieces) stack.push(...pieces);
      else stack.push(dep);
    }
  }
  return seen;
}

/**
 * Chunk names (for a code-splitting group's `name`) that put the code the first screens need in a
 * few files instead of thirty. Rolldown's automatic splitting gives each set of screens sharing a
 * module a chunk of its own, mostly tiny MUI pieces, and over HTTP/1.1 every file costs a slow phone
 * a round trip: Lighthouse's mobile model counted about 0.9 s of /login's and the dashboard's largest
 * paint for them.
 * A module needed by exactly the first screens S goes into the chunk named after S, so a first
 * screen downloads only code it runs. The screens' own modules stay out, each screen keeps its own
 * chunk; modules the start-up groups (vendor, app) claim stay theirs, as those groups rank higher.
 */
export function firstLoadChunkName(
  screens: TFirstScreen[],
  routeTable?: string,
): (id: string, ctx: TChunkingContext) => string | null {
  const ownModules = new Set(screens.map((s) => s.screen));
  // Rolldown reuses one context per chunking pass, so the graph is walked once per pass.
  const cache = new WeakMap<TChunkingContext, Map<string, string>>();

  function namesFor(ctx: TChunkingContext): Map<string, string> {
    const cached = cache.get(ctx);
    if (cached) return cached;
    // No walk enters the route table (a layout imports it for its menus): it is start-up code, and
    // it imports every door for its page loaders.
    const stop = new Set(routeTable ? [routeTable] : []);
    const reach = screens.map((s) => {
      const roots = [s.screen, ...s.frame];
      for (const id of roots) {
        // A moved module would otherwise quietly bring the thirty files back.
        if (!ctx.getModuleInfo(id)) throw new Error(`first-load chunks: ${id} is not in the build`);
      }
      return { name: s.name, ids: staticClosure(ctx, roots, stop) };
    });
    const names = new Map<string, string>();
    for (const { ids } of reach) {
      for (const id of ids) {
        if (names.has(id) || ownModules.has(id)) continue;
        const users = reach.filter((r) => r.ids.has(id)).map((r) => r.name);
        names.set(id, `first-load-${users.join('-')}`);
      }
    }
    cache.set(ctx, names);
    return names;
  }

  return (id, ctx) => namesFor(ctx).get(id) ?? null;
}

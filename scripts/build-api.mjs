// Builds the API into apps/api/dist: an ES module per entry with its source map, the workspace packages
// (TypeScript sources Node cannot load from node_modules) bundled in, every npm package left to
// node_modules. `npm start` and the Docker image run the result with `node --enable-source-maps`.
import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { build } from 'esbuild';

const ROOT = new URL('../', import.meta.url).pathname;
const API = `${ROOT}apps/api/`;
const OUT = `${API}dist`;
// Written aside and swapped in at the end, so a server starting from dist meanwhile never reads half
// a build; under node_modules so an interrupted build leaves nothing lint or git would see.
const NEXT = `${ROOT}node_modules/.cache/undangin-api-${process.pid}`;

/** Our own code (relative paths and @undangin/*) is bundled; any other bare import stays external. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@undangin/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(NEXT, { recursive: true, force: true });
mkdirSync(NEXT, { recursive: true });
try {
  // Laid out for dist (the source map's paths are relative to it), kept in memory, written aside.
  const { outputFiles } = await build({
    // The server (app.js, started through server.js below), and the backup command an image without
    // development tools (tsx) runs as dist/backup.js.
    entryPoints: { app: `${API}src/server.ts`, backup: `${API}src/backup.ts` },
    outdir: OUT,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    jsx: 'automatic',
    sourcemap: true,
    // Stack traces need the map's files and lines (apps/api/src/…, packages/…), not a copy of their text.
    sourcesContent: false,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
  for (const file of outputFiles) {
    const target = `${NEXT}/${relative(OUT, file.path)}`;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  // The built server is the production one: React (left in node_modules) picks its production build from
  // NODE_ENV when first imported, so it is set before the bundle's imports run, unless the caller set it.
  writeFileSync(
    `${NEXT}/server.js`,
    "process.env.NODE_ENV ??= 'production';\nawait import('./app.js');\n",
  );
  // What the code reads from disk beside itself (`new URL('./…', import.meta.url)`).
  cpSync(`${API}src/db/migrations`, `${NEXT}/migrations`, { recursive: true });
  cpSync(`${API}src/modules/auth/common-passwords.txt`, `${NEXT}/common-passwords.txt`);

  const old = `${NEXT}-old`;
  try {
    renameSync(OUT, old);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  renameSync(NEXT, OUT);
  rmSync(old, { recursive: true, force: true });
} catch (err) {
  rmSync(NEXT, { recursive: true, force: true });
  throw err;
}

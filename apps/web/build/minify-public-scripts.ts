import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify, type Plugin } from 'vite';

/**
 * Minifies the classic scripts copied from public/ (theme-init.js), which every first load runs
 * before anything paints: kept readable in the source, they ship without their comments.
 */
export function minifyPublicScripts(files: string[]): Plugin {
  return {
    name: 'undangin:minify-public-scripts',
    apply: 'build',
    async writeBundle(options) {
      await Promise.all(
        files.map(async (name) => {
          const file = join(options.dir ?? '', name);
          const { code } = await minify(name, await readFile(file, 'utf8'));
          await writeFile(file, code);
        }),
      );
    },
  };
}

import type { Plugin } from 'vite';

const CASL_INDEX = /@casl[\\/]ability[\\/]dist[\\/]esm[\\/]index\.mjs$/;

/**
 * The web app's ability is CASL's plain one (src/lib/abilities.ts: the issued rules have no
 * conditions), yet CASL's module builds its MongoDB-style condition matcher at load time, a call the
 * bundler must keep, and with it the @ucast query engine: about 4 KB gzipped on every signed-in first
 * load. Marking that one call pure lets the build drop the matcher where nothing uses it; a CASL whose
 * module no longer reads as expected fails the build here rather than quietly growing the bundle.
 */
export function caslWithoutMongoMatcher(): Plugin {
  return {
    name: 'undangin:casl-without-mongo-matcher',
    apply: 'build',
    transform(code, id) {
      if (!CASL_INDEX.test(id)) return null;
      const local = /\b(\w+) as mongoQueryMatcher\b/.exec(code)?.[1];
      const definition = local ? new RegExp(`\\b${local} = (?=\\w+\\()`).exec(code) : null;
      if (!definition) {
        this.error(
          `${id}: mongoQueryMatcher is no longer made by one call; update build/casl-without-mongo-matcher.ts`,
        );
      }
      const at = definition.index + definition[0].length;
      return { code: `${code.slice(0, at)}/*#__PURE__*/ ${code.slice(at)}`, map: null };
    },
  };
}

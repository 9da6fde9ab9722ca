import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { caslWithoutMongoMatcher } from './casl-without-mongo-matcher';

// The module the browser build imports (the package's "import" entry).
const CASL_INDEX = fileURLToPath(import.meta.resolve('@casl/ability'));

/** The plugin's transform hook, with the one piece of the bundler's context it uses. */
function transform(code: string, id = CASL_INDEX): { code: string } | null {
  const hook = caslWithoutMongoMatcher().transform as (
    this: { error: (message: string) => never },
    code: string,
    id: string,
  ) => { code: string } | null;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return hook.call(context, code, id);
}

describe('caslWithoutMongoMatcher', () => {
  it('marks the installed CASL’s one call that builds the MongoDB matcher as pure', () => {
    const result = transform(readFileSync(CASL_INDEX, 'utf8'));
    expect(result?.code.match(/\/\*#__PURE__\*\//g)).toHaveLength(1);
    expect(result?.code).toMatch(/\w+ = \/\*#__PURE__\*\/ \w+\(/);
  });

  it('fails the build when CASL no longer makes the matcher that way', () => {
    expect(() => transform('const Q = new Matcher();\nexport { Q as mongoQueryMatcher };')).toThrow(
      /update build\/casl-without-mongo-matcher\.ts/,
    );
  });

  it('leaves every other module alone', () => {
    expect(transform('export const x = f();', '/src/lib/abilities.ts')).toBeNull();
  });
});

import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries derived from a zod 4 schema: values the schema accepts. Shapes, lengths, bounds,
 * enums and formats come from the schema's definition; what a definition cannot say (refinements,
 * transforms, several regexes) is generated as a candidate and kept only when that node's safeParse
 * accepts it, so every value is valid for the node it was made for.
 */

/** zod 4 keeps its definition under `_zod.def`; the public types do not name the fields we read. */
type TDef = {
  type: string;
  [key: string]: unknown;
};
type TNode = z.ZodType & { _zod: { def: TDef } };
type TCheckDef = { check: string; [key: string]: unknown };

/** Arrays in the sweep stay short: their bounds are still tested, not their bulk. */
const ARRAY_CAP = 4;
const STRING_CAP = 2_000;
const MAX_DEPTH = 8;

/** Mostly plain letters, some Indonesian-looking punctuation, accented, Arabic (right-to-left), CJK, emoji. */
const CHARACTER = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
  },
  { weight: 2, arbitrary: fc.constantFrom(' ', '.', ',', '-', '_', "'", '&', '/', '(', ')') },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ü', 'ñ', 'ß', 'ا', 'ل', 'ع', 'ر', 'ب', '中', '文', 'ー') },
  { weight: 1, arbitrary: fc.constantFrom('👰', '🤵', '💍', '🎉') },
);

const ALPHANUMERIC = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_');
const DIGIT = fc.constantFrom(...'0123456789');

const node = (schema: z.ZodType) => schema as TNode;
const checksOf = (schema: TNode): TCheckDef[] =>
  ((schema._zod.def.checks as { _zod: { def: TCheckDef } }[] | undefined) ?? []).map((c) => c._zod.def);

/** Values simple enough to pass most refinements: a node's stand-in when a candidate fails it. */
const SIMPLE: unknown[] = [
  '',
  'a',
  'Budi',
  'abc123',
  '0812345678',
  '2030-06-14',
  '08:00',
  'https://example.com',
  'budi@example.com',
  1,
  5,
  10,
  100,
];

/**
 * Keeps what the node itself accepts. A candidate the node refuses (a refinement no definition describes)
 * is replaced by one value the node is known to take, never retried: generation always ends. A node that
 * takes none of the tries gets its candidates as they are, and the route answers them with a 4xx.
 */
function accepted<T>(schema: z.ZodType, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> {
  const ok = (value: unknown) => schema.safeParse(value).success;
  const tries = [...SIMPLE, ...fc.sample(arbitrary, { numRuns: 50, seed: 42 })];
  const standIn = tries.find(ok);
  if (standIn === undefined && !ok(undefined)) return arbitrary;
  return arbitrary.map((value) => (ok(value) ? value : (standIn as T)));
}

export type TArbitraryOptions = {
  /** Every optional field present: one of the two modes each run picks from. */
  full: boolean;
};

/** The values `schema` accepts (its input side: what a client sends). */
export function arbitraryFor(schema: z.ZodType, options: TArbitraryOptions): fc.Arbitrary<unknown> {
  return walk(node(schema), options, 0);
}

/** Every optional field present in some runs, any subset in others. */
export function validInput(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.oneof(arbitraryFor(schema, { full: true }), arbitraryFor(schema, { full: false }));
}

function walk(schema: TNode, options: TArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const inner = (key = 'innerType') => walk(node(def[key] as z.ZodType), options, depth + 1);
  if (depth > MAX_DEPTH) return fc.constant(undefined);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return options.full ? inner() : fc.option(inner(), { nil: undefined });
    case 'nullable':
      return fc.oneof({ weight: 3, arbitrary: inner() }, { weight: 1, arbitrary: fc.constant(null) });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner();
    case 'lazy':
      return walk(node((def.getter as () => z.ZodType)()), options, depth + 1);
    case 'pipe': {
      const input = node(def.in as z.ZodType);
      // z.preprocess puts the transform first: generate what comes out of it instead.
      const source = input._zod.def.type === 'transform' ? node(def.out as z.ZodType) : input;
      return accepted(schema, walk(source, options, depth + 1));
    }
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'int':
      return accepted(schema, fc.integer());
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'date':
      return accepted(schema, fc.date({ noInvalidDate: true }));
    case 'array': {
      const checks = checksOf(schema);
      const min = Number(checks.find((c) => c.check === 'min_length')?.minimum ?? 0);
      const max = Number(checks.find((c) => c.check === 'max_length')?.maximum ?? ARRAY_CAP);
      const item = walk(node(def.element as z.ZodType), options, depth + 1);
      return accepted(
        schema,
        fc.array(item, { minLength: min, maxLength: Math.max(min, Math.min(max, ARRAY_CAP)) }),
      );
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => walk(node(item), options, depth + 1)));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, walk(node(value), options, depth + 1)]),
      );
      const object = fc.record(fields).map(withoutUndefined);
      return checksOf(schema).length ? accepted(schema, object) : object;
    }
    case 'record': {
      const keys = walk(node(def.keyType as z.ZodType), options, depth + 1) as fc.Arbitrary<string>;
      const values = walk(node(def.valueType as z.ZodType), options, depth + 1);
      return accepted(schema, fc.dictionary(keys, values, { maxKeys: 3 }));
    }
    case 'union':
      return accepted(
        schema,
        fc.oneof(...(def.options as z.ZodType[]).map((option) => walk(node(option), options, depth + 1))),
      );
    case 'intersection':
      return accepted(schema, walk(node(def.left as z.ZodType), options, depth + 1));
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      // A type the walker does not know (custom, transform alone): whatever the schema takes of nothing.
      return fc.constant(undefined);
  }
}

function withoutUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

function stringArbitrary(schema: TNode): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const checks = checksOf(schema);
  const min = Number(checks.find((c) => c.check === 'min_length')?.minimum ?? 0);
  const max = Number(checks.find((c) => c.check === 'max_length')?.maximum ?? STRING_CAP);
  const regex = checks.find((c) => c.check === 'string_format' && c.format === 'regex')?.pattern as
    RegExp | undefined;
  let candidate: fc.Arbitrary<string>;
  switch (def.format) {
    case 'uuid':
    case 'guid':
      candidate = fc.uuid({ version: 4 });
      break;
    case 'email':
      candidate = fc.emailAddress({ size: 'small' });
      break;
    case 'url':
      candidate = fc.webUrl({ size: 'small' });
      break;
    case 'date':
      candidate = isoDate();
      break;
    case 'datetime':
      candidate = fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
      break;
    default:
      if (def.pattern instanceof RegExp) candidate = fc.stringMatching(def.pattern);
      else if (regex) candidate = stringWithin(fc.stringMatching(regex), min, max);
      else {
        const capped = Math.max(min, Math.min(max, STRING_CAP));
        // The boundaries on their own: exactly the shortest and the longest the field takes; plain
        // letters or digits for the refinements (handles, account numbers) that random text rarely meets.
        candidate = fc.oneof(
          { weight: 6, arbitrary: fc.string({ unit: CHARACTER, minLength: min, maxLength: capped }) },
          { weight: 1, arbitrary: fc.string({ unit: CHARACTER, minLength: min, maxLength: min }) },
          { weight: 1, arbitrary: fc.string({ unit: CHARACTER, minLength: capped, maxLength: capped }) },
          { weight: 2, arbitrary: fc.string({ unit: ALPHANUMERIC, minLength: min, maxLength: capped }) },
          {
            weight: 1,
            arbitrary: fc.string({ unit: DIGIT, minLength: Math.max(min, 1), maxLength: capped }),
          },
        );
      }
  }
  return accepted(schema, candidate);
}

/** Long regex matches cut to the field's length; a cut that breaks the pattern is filtered out later. */
function stringWithin(candidate: fc.Arbitrary<string>, min: number, max: number): fc.Arbitrary<string> {
  return candidate.map((value) => value.slice(0, max)).filter((value) => value.length >= min);
}

function isoDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
}

function numberArbitrary(schema: TNode): fc.Arbitrary<unknown> {
  const checks = checksOf(schema);
  const integer = checks.some(
    (c) => c.check === 'number_format' && ['safeint', 'int32', 'uint32'].includes(String(c.format)),
  );
  const lower = checks.find((c) => c.check === 'greater_than');
  const upper = checks.find((c) => c.check === 'less_than');
  const lo = lower ? Number(lower.value) : undefined;
  const hi = upper ? Number(upper.value) : undefined;
  if (integer) {
    const min = lo === undefined ? -(2 ** 31) : lower!.inclusive ? Math.ceil(lo) : Math.floor(lo) + 1;
    const max = hi === undefined ? 2 ** 31 - 1 : upper!.inclusive ? Math.floor(hi) : Math.ceil(hi) - 1;
    // The bounds themselves come up often: off-by-one mistakes live there.
    return accepted(
      schema,
      fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min, max }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max) },
      ),
    );
  }
  return accepted(
    schema,
    fc.double({
      min: lo,
      max: hi,
      minExcluded: lower ? !lower.inclusive : false,
      maxExcluded: upper ? !upper.inclusive : false,
      noNaN: true,
      noDefaultInfinity: true,
    }),
  );
}

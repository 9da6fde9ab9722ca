import fc from 'fast-check';

/**
 * Odd but well-formed input: what a careless client, a copy-paste from a chat app or an attacker sends.
 * Each value is one fault; the sweep puts one of them in one place of an otherwise ordinary request.
 */

const LONG = 'a'.repeat(20_000);

/** Texts that are odd for any field. */
export const ODD_TEXT = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '   \t  ',
    LONG,
    `${'👰🏽‍♀️'.repeat(2_000)}`,
    '\u0000',
    'Budi\u0000Santoso',
    '\u0001\u0008\u000b\u000c\u001b\u007f',
    'baris\rkedua\nketiga\r\n',
    '\u202Eمرحبا بكم\u200F',
    'عرس رارا و ديماس',
    '👰🏽‍♀️🤵🏻‍♂️💍🎉',
    '\uD800',
    '\uFEFFBOM',
    'e\u0301\u0301\u0301',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '{{nama}} ${link} %s %n',
    '../../etc/passwd',
    'null',
    'undefined',
    '-1',
    '0',
    '1e309',
    'NaN',
    '99999999999999999999999999',
    '00000000-0000-0000-0000-000000000000',
  ),
  // Control characters mixed into ordinary text.
  fc.string({
    unit: fc.oneof(
      fc.constantFrom('a', 'b', ' '),
      fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
    ),
    minLength: 1,
    maxLength: 12,
  }),
);

/** JSON values of the wrong type or at the edges of numbers. */
export const ODD_JSON: fc.Arbitrary<unknown> = fc.oneof(
  ODD_TEXT,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    [],
    {},
    [null],
    ['a', 'a'],
    { nested: { deeper: { deepest: ['x'] } } },
    Array.from({ length: 1_000 }, (_, i) => i),
  ),
);

/** Whole JSON bodies that are not the object a route expects, written as raw text where JSON cannot say it. */
export const ODD_RAW_BODY = fc.constantFrom(
  'null',
  '[]',
  '"teks"',
  '0',
  'true',
  '{}',
  '{"a":1,"a":"dua"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"x":"${'b'.repeat(20_000)}"}`,
);

/** A key the schema does not know. */
export const UNKNOWN_KEY = 'sapuanTidakDikenal';

/** Query values are text; a repeated key arrives as a list. */
export const ODD_QUERY_VALUE: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 5, arbitrary: ODD_TEXT },
  { weight: 1, arbitrary: fc.constant<string[]>(['satu', 'dua']) },
  { weight: 1, arbitrary: fc.constantFrom('true', '[]', '{}', '1.5', '-0', '1e3') },
);

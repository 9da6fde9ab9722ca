import { z } from 'zod';

/**
 * Indonesian sentences for the checks a schema leaves without a message of its own (a type, a bound, a
 * format, an unknown choice): zod's defaults are English ("Invalid input: expected string"). A message a
 * schema writes always wins over these.
 */

const TYPE_NAMES: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  int: 'bilangan bulat',
  bigint: 'bilangan bulat',
  boolean: 'true atau false',
  object: 'objek',
  array: 'daftar',
  record: 'objek',
  date: 'tanggal',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Alamat email tidak valid',
  uuid: 'ID tidak valid',
  guid: 'ID tidak valid',
  url: 'Tautan tidak valid',
  date: 'Tanggal tidak valid',
  datetime: 'Tanggal dan jam tidak valid',
  time: 'Jam tidak valid',
};

const UNITS: Record<string, string> = { string: ' karakter', array: ' item', set: ' item', file: ' byte' };

/** A list of choices as a reader writes it: "a, b atau c". */
function choices(values: readonly unknown[]): string {
  const words = values.map(String);
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} atau ${words[words.length - 1]}`
    : words.join('');
}

export function indonesianIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Wajib diisi';
      return `Harus berupa ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string' && minimum === 1) return 'Wajib diisi';
      const unit = UNITS[issue.origin] ?? '';
      return issue.inclusive === false ? `Harus lebih dari ${minimum}${unit}` : `Minimal ${minimum}${unit}`;
    }
    case 'too_big': {
      const unit = UNITS[issue.origin] ?? '';
      return issue.inclusive === false
        ? `Harus kurang dari ${Number(issue.maximum)}${unit}`
        : `Maksimal ${Number(issue.maximum)}${unit}`;
    }
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Formatnya tidak valid';
    case 'invalid_value':
      return issue.values.length === 1
        ? `Harus bernilai ${String(issue.values[0])}`
        : `Harus salah satu dari ${choices(issue.values)}`;
    case 'unrecognized_keys':
      return `Kolom tidak dikenal: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `Harus kelipatan ${Number(issue.divisor)}`;
    default:
      return 'Isinya tidak valid';
  }
}

/** Once per process: every schema the API parses with (this zod instance) falls back to these sentences. */
export function useIndonesianValidationMessages(): void {
  z.config({ customError: indonesianIssueMessage });
}

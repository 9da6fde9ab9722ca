import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-format';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same language and options', () => {
    expect(numberFormat('id')).toBe(numberFormat('id'));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(dateTimeFormat('en', { dateStyle: 'medium' }));
  });

  it('keeps languages and options apart', () => {
    expect(numberFormat('id').format(1234567)).toBe('1.234.567');
    expect(numberFormat('en').format(1234567)).toBe('1,234,567');
    expect(numberFormat('id', { minimumFractionDigits: 1 }).format(2)).toBe('2,0');
    const day = new Date('2030-06-14T07:00:00Z');
    expect(dateTimeFormat('id', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('14 Juni 2030');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('June 14, 2030');
  });
});

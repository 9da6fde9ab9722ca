import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('matches the text anywhere', () => {
    expect(containsPattern('Sekar')).toBe('%Sekar%');
  });

  it('takes the user’s wildcards and the escape character literally, one at a time', () => {
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('C:\\')).toBe('%C:\\\\%');
    expect(containsPattern('%_\\')).toBe('%\\%\\_\\\\%');
  });
});

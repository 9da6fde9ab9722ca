import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('lets the oldest entry go when full', () => {
    const lru = new Lru<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) lru.set(key, i);
    expect(['a', 'b', 'c', 'd'].map((key) => lru.get(key))).toEqual([undefined, 1, 2, 3]);
  });

  it('keeps an entry read since the last half of its size was written, however long ago it was written', () => {
    const lru = new Lru<string, number>(4);
    lru.set('hot', 0);
    for (let i = 0; i < 40; i++) {
      lru.set(`cold-${i}`, i);
      expect(lru.get('hot'), `after ${i + 1} writes`).toBe(0);
    }
    // Read once only after three writes (more than half of four): it was moved, and outlives them.
    lru.set('late', 1);
    for (let i = 0; i < 3; i++) lru.set(`other-${i}`, i);
    expect(lru.get('late')).toBe(1);
    for (let i = 3; i < 6; i++) lru.set(`other-${i}`, i);
    expect(lru.get('late')).toBe(1);
  });

  it('forgets an entry at the end of its lifetime, its own when it was given one', () => {
    const lru = new Lru<string, string>(10, 1_000);
    lru.set('usual', 'u', 0);
    lru.set('brief', 'b', 0, 100);
    expect(lru.get('brief', 99)).toBe('b');
    expect(lru.get('brief', 100)).toBeUndefined();
    expect(lru.get('usual', 999)).toBe('u');
    expect(lru.get('usual', 1_000)).toBeUndefined();
    expect(lru.size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { listQuery, ZPaging } from './list-query';

const ZList = listQuery({ sortBy: ['name', 'createdAt'], defaultSortBy: 'createdAt', defaultOrder: 'asc' });
const messages = (input: Record<string, string>) => {
  const result = ZList.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('listQuery', () => {
  it("fills the list's defaults", () => {
    expect(ZList.parse({})).toEqual({ page: 1, perPage: 10, q: '', sortBy: 'createdAt', orderBy: 'asc' });
  });

  it('takes page 1 and refuses 0 and fractions, each with its own sentence', () => {
    expect(ZList.parse({ page: '1' }).page).toBe(1);
    expect(messages({ page: '0' })).toEqual([['page', 'Halaman minimal 1']]);
    expect(messages({ page: '1.5' })).toEqual([['page', 'Halaman harus bilangan bulat']]);
    expect(messages({ page: 'dua' })).toEqual([['page', 'Halaman harus berupa angka']]);
  });

  it("takes only the table's page sizes", () => {
    for (const size of [5, 10, 20, 25, 50, 100])
      expect(ZList.parse({ perPage: String(size) }).perPage).toBe(size);
    const refusal = [['perPage', 'Jumlah per halaman harus salah satu dari 5, 10, 20, 25, 50, 100']];
    for (const size of ['4', '7', '101', '2.5']) expect(messages({ perPage: size })).toEqual(refusal);
  });

  it('trims the search and takes at most 100 characters', () => {
    expect(ZList.parse({ q: '  sari ' }).q).toBe('sari');
    expect(ZList.parse({ q: 'a'.repeat(100) }).q).toHaveLength(100);
    expect(messages({ q: 'a'.repeat(101) })).toEqual([['q', 'Kata kunci maksimal 100 karakter']]);
  });

  it("sorts by the list's columns only, in either order", () => {
    expect(ZList.parse({ sortBy: 'name', orderBy: 'desc' })).toMatchObject({
      sortBy: 'name',
      orderBy: 'desc',
    });
    expect(messages({ sortBy: 'email' })).toEqual([['sortBy', 'Kolom urutan tidak dikenal']]);
    expect(messages({ orderBy: 'up' })).toEqual([['orderBy', 'Urutan harus asc atau desc']]);
  });

  it('pages a list without search or sorting the same way', () => {
    expect(ZPaging.parse({})).toEqual({ page: 1, perPage: 10 });
    expect(ZPaging.safeParse({ perPage: '7' }).success).toBe(false);
  });
});

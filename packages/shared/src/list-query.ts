import { z } from 'zod';
import { TABLE_PAGE_SIZES } from './constants';

/** The paging rules every list shares (design.md, HTTP API conventions: Lists), written once. */

export type TOrder = 'asc' | 'desc';

const ZPage = z.coerce
  .number({ error: 'Halaman harus berupa angka' })
  .int('Halaman harus bilangan bulat')
  .min(1, 'Halaman minimal 1')
  .default(1);

const perPageRefusal = `Jumlah per halaman harus salah satu dari ${TABLE_PAGE_SIZES.join(', ')}`;
// A value that is not a number keeps the generic "Harus berupa angka"; any other number outside the
// table's sizes, a fraction too, gets the one sentence that lists them.
const ZPerPage = z.coerce
  .number()
  .int(perPageRefusal)
  .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), perPageRefusal)
  .default(10);

/** page and perPage, for lists shown in one fixed order. */
export const ZPaging = z.object({ page: ZPage, perPage: ZPerPage });

export const ZListSearch = z.string().trim().max(100, 'Kata kunci maksimal 100 karakter').default('');

export function listOrder(fallback: TOrder) {
  return z.enum(['asc', 'desc'], { error: 'Urutan harus asc atau desc' }).default(fallback);
}

/** page, perPage, q, sortBy (one of the list's columns) and orderBy, with the list's defaults. */
export function listQuery<const TColumn extends string>(options: {
  sortBy: readonly [TColumn, ...TColumn[]];
  defaultSortBy: NoInfer<TColumn>;
  defaultOrder: TOrder;
}) {
  return ZPaging.extend({
    q: ZListSearch,
    sortBy: z.enum(options.sortBy, { error: 'Kolom urutan tidak dikenal' }).default(options.defaultSortBy),
    orderBy: listOrder(options.defaultOrder),
  });
}

/** A short list the API answers whole, without paging: its rows under `data`, as a page carries them. */
export function listOf<TItem extends z.ZodType>(item: TItem) {
  return z.object({ data: z.array(item) });
}

/** One page of a list as the API answers it: the page's rows and where they sit in the whole list. */
export function pagedOf<TItem extends z.ZodType>(item: TItem) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  });
}

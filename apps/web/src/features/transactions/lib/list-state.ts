import { useSearchParams } from 'react-router';
import type { GridSortModel } from '@mui/x-data-grid';
import { TABLE_PAGE_SIZES } from '@undangin/shared/constants';
import { TRANSACTION_SORT_FIELDS } from '@undangin/shared/billing/schemas';
import { TRANSACTION_STATUSES, type TTransactionStatus } from '@undangin/shared/billing/states';

type TSortField = (typeof TRANSACTION_SORT_FIELDS)[number];

/** The list query with every part decided, as the screens and the API call both use it. */
export type TTransactionListState = {
  page: number;
  perPage: number;
  status?: TTransactionStatus;
  q?: string;
  sortBy: TSortField;
  orderBy: 'asc' | 'desc';
};

/**
 * A transaction list's filters, paging and sorting, kept in the address so a search result or a
 * notification can link straight to them and a reload keeps them.
 */
export function useTransactionListState() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const sortBy = params.get('sortBy');
  const perPage = Number(params.get('perPage'));
  const query: TTransactionListState = {
    page: Math.max(1, Number(params.get('page')) || 1),
    perPage: (TABLE_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : 10,
    status: TRANSACTION_STATUSES.includes(status as TTransactionStatus)
      ? (status as TTransactionStatus)
      : undefined,
    q: params.get('q') ?? undefined,
    sortBy: TRANSACTION_SORT_FIELDS.includes(sortBy as TSortField) ? (sortBy as TSortField) : 'createdAt',
    orderBy: params.get('orderBy') === 'asc' ? 'asc' : 'desc',
  };

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  const sortModel: GridSortModel = [{ field: query.sortBy, sort: query.orderBy }];
  const onSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    const field = TRANSACTION_SORT_FIELDS.includes(first?.field as TSortField) ? first?.field : undefined;
    update({ sortBy: field, orderBy: field ? (first?.sort ?? 'desc') : undefined, page: undefined });
  };

  return { query, update, sortModel, onSortModelChange };
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRenderCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { arSD, enUS, idID } from '@mui/x-data-grid/locales';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '@undangin/shared/constants';
import { toApiProblem } from '../lib/api-error';
import { CardList, usePhoneLayout, type TCardLayout } from './card-list';

const LOCALE_TEXT = {
  // MUI's Indonesian says "Tidak ad abaris" for an empty table.
  id: { ...idID.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: 'Tidak ada baris' },
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
};

export type TServerPaging = { page: number; perPage: number };

/** The part of a list query the table reads: one page of rows and the count of them all. */
type TListQuery<R> = {
  data?: { data: R[]; total: number };
  isFetching: boolean;
  isError: boolean;
  error: unknown;
};

type TProps<R extends GridValidRowModel> = Omit<
  DataGridProps<R>,
  | 'paginationMode'
  | 'sortingMode'
  | 'filterMode'
  | 'pageSizeOptions'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'rows'
  | 'rowCount'
  | 'loading'
> & {
  /** The list query whose page the table shows; its failure shows as an alert above the table. */
  list: TListQuery<R>;
  /** 1-based, as the API counts pages. */
  paging: TServerPaging;
  onPagingChange: (paging: TServerPaging) => void;
  /** The list's accessible name, for the table and for its cards on a phone. */
  'aria-label': string;
  /** How a row reads as a card on a phone (see TCardColumns). */
  card: TCardColumns;
  /** Columns the table can spare where it is narrow, the first to go first (see useColumnPriorities). */
  hideFirst?: readonly string[];
};

/**
 * A card made of a table's columns: `title` is the column whose cell names the row, `status` the ones
 * shown as chips under it, `actions` the one holding the row's buttons; every other column but those
 * in `hide` is a labelled line, left out where its cell is empty, those in `first` leading.
 */
export type TCardColumns = {
  title: string;
  status?: string[];
  actions?: string;
  hide?: string[];
  first?: string[];
};

/**
 * A table whose paging and sorting the API does (design.md: lists take page, perPage, sortBy, orderBy),
 * with the spec's page sizes and the grid's texts in the current language.
 */
/** The data grid's own words (paging, sorting, columns) in the interface's language. */
export function useGridLocaleText() {
  const { i18n } = useTranslation();
  return LOCALE_TEXT[(i18n.language in LOCALE_TEXT ? i18n.language : 'id') as keyof typeof LOCALE_TEXT];
}

export function ServerDataGrid<R extends GridValidRowModel>({
  list,
  paging,
  onPagingChange,
  card,
  hideFirst,
  ...props
}: TProps<R>) {
  const localeText = useGridLocaleText();
  const phone = usePhoneLayout();
  const { setTableBox, grid: columnChoice } = useColumnPriorities(
    props.columns as readonly TColumnWidth[],
    hideFirst,
  );
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const noRowsLabel = props.localeText?.noRowsLabel ?? localeText.noRowsLabel;

  if (phone) {
    const sorted = props.sortModel?.[0];
    const onSortModelChange = props.onSortModelChange;
    return (
      <>
        {list.isError && <Alert severity="error">{toApiProblem(list.error).message}</Alert>}
        <CardList<R>
          label={props['aria-label']}
          rows={rows}
          rowKey={(row) => String(props.getRowId ? props.getRowId(row) : row.id)}
          loading={list.isFetching}
          emptyLabel={noRowsLabel}
          {...cardLayoutOf(props.columns, card)}
          sort={
            onSortModelChange && sorted
              ? {
                  options: props.columns
                    .filter((column) => column.sortable !== false && column.headerName)
                    .map((column) => ({ field: column.field, label: column.headerName ?? column.field })),
                  field: sorted.field,
                  order: sorted.sort === 'asc' ? 'asc' : 'desc',
                  onChange: (field, order) => onSortModelChange([{ field, sort: order }], {} as never),
                }
              : undefined
          }
          paging={{
            page: paging.page,
            perPage: paging.perPage,
            total,
            onChange: (page, perPage) => onPagingChange({ page, perPage }),
          }}
        />
      </>
    );
  }

  return (
    <>
      {list.isError && <Alert severity="error">{toApiProblem(list.error).message}</Alert>}
      <Box ref={setTableBox} sx={{ minWidth: 0 }}>
        <DataGrid<R>
          disableColumnFilter
          disableRowSelectionOnClick
          autoHeight
          // Rows grow with what they hold: names, addresses and reasons wrap rather than hide.
          getRowHeight={() => 'auto'}
          {...props}
          {...columnChoice}
          rows={rows}
          rowCount={total}
          loading={list.isFetching}
          localeText={{ ...localeText, ...props.localeText }}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          pageSizeOptions={[...TABLE_PAGE_SIZES]}
          paginationModel={{ page: paging.page - 1, pageSize: paging.perPage }}
          onPaginationModelChange={(model) =>
            onPagingChange({
              page: model.pageSize === paging.perPage ? model.page + 1 : 1,
              perPage: model.pageSize,
            })
          }
        />
      </Box>
    </>
  );
}

/** What a column's room is read from: a column definition will do. */
export type TColumnWidth = Pick<GridColDef, 'field' | 'minWidth' | 'width'>;

/** The width a column asks for at least, as the grid lays it out (its default is 100 px). */
const widthOf = (column: TColumnWidth) => column.minWidth ?? column.width ?? 100;

/**
 * Which columns fit the table's own width, measured where it sits (`setTableBox`), so a side menu or a box
 * around it counts: while the columns' minimum widths (plus `extra`, a selection's checkboxes) add up
 * to more than the table has, the fields of `hideFirst` are left out in its order, so the rest fit
 * without sideways scrolling. `grid` is what the grid takes; once someone picks columns in the grid's
 * menu, their pick holds.
 */
export function useColumnPriorities(
  columns: readonly TColumnWidth[],
  hideFirst: readonly string[] = [],
  extra = 0,
) {
  // A callback ref: the table may mount later than the screen (a phone turned sideways).
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  // Unknown until measured (and in a test's document, which lays nothing out): every column.
  const [width, setWidth] = useState<number | null>(null);
  const [chosen, setChosen] = useState<GridColumnVisibilityModel | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width || null);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const shown: GridColumnVisibilityModel = {};
  if (width !== null) {
    // The grid's border, a pixel each side, is inside the measured width too.
    let needed = extra + 2 + columns.reduce((sum, column) => sum + widthOf(column), 0);
    for (const field of hideFirst) {
      if (needed <= width) break;
      const column = columns.find((candidate) => candidate.field === field);
      if (!column) continue;
      shown[field] = false;
      needed -= widthOf(column);
    }
  }
  return {
    /** Given to the box the table sits in, to measure it. */
    setTableBox: setElement,
    grid: { columnVisibilityModel: chosen ?? shown, onColumnVisibilityModelChange: setChosen },
  };
}

/** What a column's cell shows, outside the grid: its own renderer, or its value as formatted. */
export function cellOf<R extends GridValidRowModel>(column: GridColDef<R>, row: R): ReactNode {
  // The grid's api is no part of what these cells read: they are rendered from the row alone.
  const apiRef = { current: null } as never;
  const raw: unknown = row[column.field];
  const value: unknown = column.valueGetter ? column.valueGetter(raw as never, row, column, apiRef) : raw;
  const formatted: unknown = column.valueFormatter
    ? column.valueFormatter(value as never, row, column, apiRef)
    : value;
  if (column.renderCell) {
    return column.renderCell({
      row,
      value,
      formattedValue: formatted,
      field: column.field,
      colDef: column,
    } as unknown as GridRenderCellParams<R>);
  }
  return formatted === null || formatted === undefined ? '' : String(formatted as string | number);
}

/** A table's columns as a card's parts (see TCardColumns). */
export function cardLayoutOf<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  { title, status = [], actions, hide = [], first = [] }: TCardColumns,
): TCardLayout<R> {
  const byField = new Map(columns.map((column) => [column.field, column]));
  const render = (field: string | undefined) => {
    const column = field === undefined ? undefined : byField.get(field);
    return column ? (row: R) => cellOf(column, row) : undefined;
  };
  const apart = new Set([title, ...status, ...hide, ...(actions ? [actions] : [])]);
  return {
    title: render(title) ?? (() => null),
    status: status.length
      ? (row) => status.map((field) => <span key={field}>{render(field)?.(row)}</span>)
      : undefined,
    fields: [
      ...first.flatMap((field) => byField.get(field) ?? []),
      ...columns.filter((column) => !first.includes(column.field)),
    ]
      .filter((column) => !apart.has(column.field))
      .map((column) => ({
        key: column.field,
        label: column.headerName ?? column.field,
        value: (row: R) => cellOf(column, row),
      })),
    actions: render(actions),
  };
}

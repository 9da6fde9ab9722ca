import Alert from '@mui/material/Alert';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { arSD, enUS, idID } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '@undangin/shared/constants';
import { toApiProblem } from '../lib/api-error';

const LOCALE_TEXT = {
  id: idID.components.MuiDataGrid.defaultProps.localeText,
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
  ...props
}: TProps<R>) {
  const localeText = useGridLocaleText();
  return (
    <>
      {list.isError && <Alert severity="error">{toApiProblem(list.error).message}</Alert>}
      <DataGrid<R>
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        // Rows grow with what they hold: names, addresses and reasons wrap rather than hide.
        getRowHeight={() => 'auto'}
        {...props}
        rows={list.data?.data ?? []}
        rowCount={list.data?.total ?? 0}
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
    </>
  );
}

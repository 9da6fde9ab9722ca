import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { arSD, enUS, idID } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '@undangin/shared/constants';

const LOCALE_TEXT = {
  id: idID.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
};

export type TServerPaging = { page: number; perPage: number };

type TProps<R extends GridValidRowModel> = Omit<
  DataGridProps<R>,
  | 'paginationMode'
  | 'sortingMode'
  | 'filterMode'
  | 'pageSizeOptions'
  | 'paginationModel'
  | 'onPaginationModelChange'
> & {
  /** 1-based, as the API counts pages. */
  paging: TServerPaging;
  onPagingChange: (paging: TServerPaging) => void;
};

/**
 * A table whose paging and sorting the API does (design.md: lists take page, perPage, sortBy, orderBy),
 * with the spec's page sizes and the grid's texts in the current language.
 */
export function ServerDataGrid<R extends GridValidRowModel>({ paging, onPagingChange, ...props }: TProps<R>) {
  const { i18n } = useTranslation();
  const language = (i18n.language in LOCALE_TEXT ? i18n.language : 'id') as keyof typeof LOCALE_TEXT;
  return (
    <DataGrid<R>
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
      {...props}
      localeText={{ ...LOCALE_TEXT[language], ...props.localeText }}
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
  );
}

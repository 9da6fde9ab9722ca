import TablePagination from '@mui/material/TablePagination';
import { TABLE_PAGE_SIZES } from '@undangin/shared/constants';
import type { TServerPaging } from '../../../components/server-data-grid';

/**
 * Pages through a list of cards with the tables' page sizes; a new size starts again at page one. Its
 * words come from the theme (the interface's language).
 */
export function ListPagination({
  count,
  paging,
  onChange,
}: {
  count: number;
  /** 1-based, as the API counts pages. */
  paging: TServerPaging;
  onChange: (paging: TServerPaging) => void;
}) {
  const { page, perPage } = paging;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...TABLE_PAGE_SIZES]}
      onPageChange={(_e, next) => onChange({ page: next + 1, perPage })}
      onRowsPerPageChange={(event) => onChange({ page: 1, perPage: Number(event.target.value) })}
    />
  );
}

import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '@undangin/shared/constants';
import type { TServerPaging } from '../../../components/server-data-grid';

/** Pages through a list of cards with the tables' page sizes; a new size starts again at page one. */
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
  const { t } = useTranslation('invitations');
  return (
    <TablePagination
      component="div"
      count={count}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...TABLE_PAGE_SIZES]}
      onPageChange={(_e, next) => onChange({ page: next + 1, perPage })}
      onRowsPerPageChange={(event) => onChange({ page: 1, perPage: Number(event.target.value) })}
      labelRowsPerPage={t('list.perPage')}
      labelDisplayedRows={({ from, to, count: total }) => t('list.displayed', { from, to, count: total })}
    />
  );
}

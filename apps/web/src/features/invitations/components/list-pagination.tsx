import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '@undangin/shared/constants';

/** Pages through a list of cards with the tables' page sizes; a new size starts again at page one. */
export function ListPagination({
  count,
  page,
  perPage,
  onChange,
}: {
  count: number;
  /** 1-based, as the API counts pages. */
  page: number;
  perPage: number;
  onChange: (page: number, perPage: number) => void;
}) {
  const { t } = useTranslation('invitations');
  return (
    <TablePagination
      component="div"
      count={count}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...TABLE_PAGE_SIZES]}
      onPageChange={(_e, next) => onChange(next + 1, perPage)}
      onRowsPerPageChange={(event) => onChange(1, Number(event.target.value))}
      labelRowsPerPage={t('list.perPage')}
      labelDisplayedRows={({ from, to, count: total }) => t('list.displayed', { from, to, count: total })}
    />
  );
}

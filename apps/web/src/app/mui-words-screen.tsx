import Alert from '@mui/material/Alert';
import TablePagination from '@mui/material/TablePagination';
import type { ReactNode } from 'react';
import { AppProviders } from './providers';

/**
 * MUI components that speak words of their own (an alert's close button, a table's paging), inside the
 * app's providers: what the tests of the interface's language read. `children` adds more components.
 */
export function MuiWordsScreen({ page = 0, children }: { page?: number; children?: ReactNode }) {
  return (
    <AppProviders>
      <Alert onClose={() => {}}>Tersimpan</Alert>
      <TablePagination
        component="div"
        count={60}
        page={page}
        rowsPerPage={25}
        onPageChange={() => {}}
        showFirstButton
        showLastButton
      />
      {children}
    </AppProviders>
  );
}

import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../../lib/i18n';
import UsersPage from './users-page';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/users', element: <UsersPage /> }], { initialEntries: [path] });
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

describe('Manage User', () => {
  it(
    'shows the users table with its filters, and the audit log in its own tab',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      const router = renderAt('/users');
      expect(screen.getByRole('heading', { level: 1, name: 'Manage User' })).toBeInTheDocument();
      const grid = await screen.findByRole('grid', { name: 'Daftar pengguna' });
      for (const column of ['Nama', 'Email', 'Status', 'Undangan', 'Terdaftar']) {
        expect(within(grid).getByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
      }
      expect(screen.getByLabelText('Cari nama, email atau nomor HP')).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Log Audit' }));
      expect(router.state.location.search).toBe('?tab=audit');
      const log = await screen.findByRole('grid', { name: 'Log audit' });
      expect(within(log).getByRole('columnheader', { name: /Pelaku/ })).toBeInTheDocument();
    },
  );
});

import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAuditList } from '@undangin/shared/users/schemas';
import { saveBlob } from '../../../lib/download';
import { http } from '../../../lib/http';
import type { THttpResponse } from '../../../lib/http-client';
import { initI18n } from '../../../lib/i18n';
import { AuditLogTable } from './audit-log-table';

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn() } }));
vi.mock('../../../lib/download', async (original) => ({
  ...(await original<typeof import('../../../lib/download')>()),
  saveBlob: vi.fn(),
}));
const get = vi.mocked(http.get);

const ok = <T,>(data: T, headers: Record<string, string> = {}): THttpResponse<T> => ({
  data,
  status: 200,
  headers,
});

const LOG: TAuditList = {
  data: [
    {
      id: 'e1',
      actor: { id: '7d1f7c1e-0000-4000-8000-000000000001', name: 'Rina Admin', email: 'rina@undangin.test' },
      action: 'transaction.approve',
      subjectType: 'transaction',
      subjectId: '5b0c2a9e-0000-4000-8000-0000000000aa',
      subject: { name: 'INV/20261120/0007', detail: 'Premium', amount: 199_123, deleted: false },
      before: { status: 'menunggu_verifikasi' },
      after: { status: 'lunas' },
      createdAt: '2026-11-20T03:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  perPage: 20,
  actions: ['transaction.approve'],
};

beforeAll(async () => {
  await initI18n('id');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('AuditLogTable', () => {
  it(
    'shows each entry as a sentence and downloads the filtered log as CSV',
    { timeout: 60_000 },
    async () => {
      get.mockImplementation((url: string) =>
        Promise.resolve(
          url === '/audit-log/export'
            ? ok(new Blob(['csv']), {
                'content-disposition': 'attachment; filename="log-audit-2026-11-20.csv"',
              })
            : ok(LOG),
        ),
      );
      render(
        <ThemeProvider theme={createTheme()}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <MemoryRouter>
              <AuditLogTable />
            </MemoryRouter>
          </QueryClientProvider>
        </ThemeProvider>,
      );
      const grid = await screen.findByRole('grid', { name: 'Log audit' });
      expect(
        await within(grid).findByText(
          (_text, element) =>
            element?.tagName === 'P' &&
            element.textContent ===
              'Rina Admin menyetujui pembayaran INV/20261120/0007 — Paket Premium, Rp 199.123',
        ),
      ).toBeInTheDocument();
      expect(grid.textContent).not.toContain(LOG.data[0]!.subjectId);

      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Unduh CSV' }));
      expect(get).toHaveBeenCalledWith('/audit-log/export', {
        params: { q: '', userId: undefined, action: undefined, from: undefined, to: undefined },
        responseType: 'blob',
      });
      await vi.waitFor(() =>
        expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'log-audit-2026-11-20.csv'),
      );
    },
  );
});

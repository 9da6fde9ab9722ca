import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTransactionDetail } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import type { THttpResponse } from '../../../lib/http-client';
import { initI18n } from '../../../lib/i18n';
import AdminTransactionsPage from './admin-transactions-page';

/** A 200 answer of the API client. */
const ok = <T,>(data: T): THttpResponse<T> => ({ data, status: 200, headers: {} });

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn(), post: vi.fn() } }));
const get = vi.mocked(http.get);
const post = vi.mocked(http.post);

const WAITING: TTransactionDetail = {
  id: 'tx-1',
  invoiceNumber: 'INV/20261121/0001',
  status: 'menunggu_verifikasi',
  paymentMethod: 'bank_transfer',
  invitation: { id: 'inv-1', slug: 'sekar-bima', title: 'Sekar & Bima' },
  package: { id: 'p', code: 'premium', name: 'Premium' },
  previousPackage: null,
  packagePrice: 99_000,
  credit: 0,
  creditDays: 0,
  creditNote: null,
  uniqueCode: 123,
  amount: 99_123,
  transferAccounts: [],
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  paidAt: null,
  rejectionReason: null,
  user: { id: 'u', name: 'Dewi Lestari', email: 'dewi@contoh.test' },
  createdAt: '2026-11-21T03:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
  history: [],
  confirmations: [
    {
      id: 'pay-1',
      transactionId: 'tx-1',
      invoiceNumber: 'INV/20261121/0001',
      transactionStatus: 'menunggu_verifikasi',
      transactionAmount: 99_123,
      bankName: 'Mandiri',
      accountHolder: 'Dewi Lestari',
      amount: 99_000,
      transferDate: '2026-11-21',
      proof: { mime: 'image/jpeg', size: 1000, url: '/api/payments/pay-1/proof' },
      status: 'menunggu',
      rejectionReason: null,
      reviewedAt: null,
      createdAt: '2026-11-21T04:00:00.000Z',
    },
  ],
};

beforeAll(async () => {
  await initI18n('id');
  URL.createObjectURL = () => 'blob:bukti';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  get.mockImplementation(async (url: string) => {
    if (url === '/admin/transactions') return ok({ data: [WAITING], total: 1, page: 1, perPage: 10 });
    if (url === '/transactions/tx-1') return ok(WAITING);
    if (url === '/payments/pay-1/proof') return ok(new Blob(['jpeg'], { type: 'image/jpeg' }));
    throw new Error(`unexpected GET ${url}`);
  });
  post.mockResolvedValue(ok({ ...WAITING, status: 'lunas' }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('Transaksi User', () => {
  it(
    'lists transactions with the filters in the address, and reviews one with its proof before approving',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      render(
        <ThemeProvider theme={createTheme()}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <MemoryRouter initialEntries={['/admin/transactions?status=menunggu_verifikasi&q=dewi']}>
              <AdminTransactionsPage />
            </MemoryRouter>
          </QueryClientProvider>
        </ThemeProvider>,
      );
      expect(await screen.findByText('Dewi Lestari')).toBeInTheDocument();
      expect(get).toHaveBeenCalledWith('/admin/transactions', {
        params: expect.objectContaining({ status: 'menunggu_verifikasi', q: 'dewi', page: 1, perPage: 10 }),
      });

      await user.click(screen.getByRole('button', { name: 'Periksa INV/20261121/0001' }));
      const dialog = await screen.findByRole('dialog', { name: 'Periksa INV/20261121/0001' });
      expect(within(dialog).getByText('Jumlah berbeda dari tagihan (Rp 99.123).')).toBeInTheDocument();
      expect(
        await within(dialog).findByRole('img', { name: 'Bukti transfer INV/20261121/0001' }),
      ).toHaveAttribute('src', 'blob:bukti');

      await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
      // The question offers its own answers; the dialog's approve and reject step aside meanwhile.
      expect(within(dialog).queryByRole('button', { name: 'Setujui' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Tolak' })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Ya, setujui' }));
      expect(post).toHaveBeenCalledWith('/admin/transactions/tx-1/approve');
      expect(
        await within(dialog).findByText('Pembayaran disetujui dan paket sudah aktif.'),
      ).toBeInTheDocument();
    },
  );
});

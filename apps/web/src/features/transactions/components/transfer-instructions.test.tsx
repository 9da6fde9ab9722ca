import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TTransaction } from '@undangin/shared/billing/schemas';
import { initI18n } from '../../../lib/i18n';
import { TransferInstructions } from './transfer-instructions';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

const transaction = (extra: Partial<TTransaction> = {}): TTransaction => ({
  id: '7d7f2a5e-1111-4c2b-9c61-2a1f0d9e0001',
  invoiceNumber: 'INV/20261121/0007',
  status: 'menunggu_pembayaran',
  paymentMethod: 'bank_transfer',
  invitation: { id: 'i', slug: 'sekar-bima', title: 'Sekar & Bima' },
  package: { id: 'p', code: 'premium', name: 'Premium' },
  previousPackage: { id: 'b', code: 'basic', name: 'Basic' },
  packagePrice: 99_000,
  credit: 49_000,
  creditDays: 60,
  creditNote: 'Kredit sisa paket Basic (60 hari)',
  uniqueCode: 123,
  amount: 50_123,
  transferAccounts: [
    { bankName: 'BCA', accountNumber: '123 456 7890', accountHolder: 'PT Undangin Indonesia' },
  ],
  expiresAt: new Date(Date.now() + 5 * 60 * 60 * 1000).toISOString(),
  paidAt: null,
  rejectionReason: null,
  user: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...extra,
});

describe('transfer instructions', () => {
  it('shows the unique amount, the difference an upgrade pays, the accounts and the time left', () => {
    render(
      <MemoryRouter>
        <TransferInstructions transaction={transaction()} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('transfer-amount')).toHaveTextContent('Rp 50.123');
    expect(screen.getByText(/3 digit terakhir \(123\)/)).toBeInTheDocument();
    expect(screen.getByText('-Rp 49.000')).toBeInTheDocument();
    expect(screen.getByText('Kredit sisa paket Basic (60 hari)')).toBeInTheDocument();
    expect(screen.getByText('123 456 7890')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Bayar dalam 4:59:\d\d/);
    expect(screen.getByRole('link', { name: /kirim konfirmasi/ })).toHaveAttribute(
      'href',
      '/payments?transactionId=7d7f2a5e-1111-4c2b-9c61-2a1f0d9e0001',
    );
  });

  it('copies the amount and the account number as digits only', async () => {
    // userEvent supplies the Clipboard API, which browsers offer only on secure pages.
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <TransferInstructions transaction={transaction()} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Salin jumlah transfer' }));
    expect(await navigator.clipboard.readText()).toBe('50123');
    await user.click(screen.getByRole('button', { name: 'Salin nomor rekening BCA' }));
    expect(await navigator.clipboard.readText()).toBe('1234567890');
    expect(screen.getAllByRole('button', { name: 'Tersalin' }).length).toBeGreaterThan(0);
  });

  it('offers no payment step once the transaction waits for verification', () => {
    render(
      <MemoryRouter>
        <TransferInstructions transaction={transaction({ status: 'menunggu_verifikasi' })} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('link', { name: /kirim konfirmasi/ })).toBeNull();
  });
});

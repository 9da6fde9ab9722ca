import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TTransaction } from '@undangin/shared/billing/schemas';
import { initI18n } from '../../../lib/i18n';
import { ConfirmationForm } from './confirmation-form';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

const waiting: TTransaction = {
  id: '7d7f2a5e-1111-4c2b-9c61-2a1f0d9e0001',
  invoiceNumber: 'INV/20261121/0007',
  status: 'ditolak',
  paymentMethod: 'bank_transfer',
  invitation: { id: 'i', slug: 'sekar-bima', title: 'Sekar & Bima' },
  package: { id: 'p', code: 'basic', name: 'Basic' },
  previousPackage: null,
  packagePrice: 49_000,
  credit: 0,
  creditDays: 0,
  creditNote: null,
  uniqueCode: 123,
  amount: 49_123,
  transferAccounts: [],
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  paidAt: null,
  rejectionReason: 'Bukti transfer tidak terbaca',
  user: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

function renderForm() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfirmationForm transactions={[waiting]} initialTransactionId={waiting.id} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('Konfirmasi Pembayaran form', () => {
  it('fills in the amount to pay and shows why the last confirmation was rejected', () => {
    renderForm();
    expect(screen.getByLabelText(/Jumlah ditransfer/)).toHaveValue('49123');
    expect(
      screen.getByText('Konfirmasi sebelumnya ditolak: Bukti transfer tidak terbaca'),
    ).toBeInTheDocument();
  });

  it.each([
    // 15:30 UTC: 22:30 in Jakarta, already past midnight in Papua.
    ['2026-11-24T15:30:00Z', '2026-11-24', '2026-11-25'],
    // 18:30 UTC: still the 24th in London, the 25th everywhere in Indonesia.
    ['2026-11-24T18:30:00Z', '2026-11-25', '2026-11-25'],
  ])('at %s dates the transfer %s (Jakarta) and allows up to %s (Papua)', (now, jakarta, papua) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    try {
      renderForm();
      const date = screen.getByLabelText(/Tanggal transfer/);
      expect(date).toHaveValue(jakarta);
      expect(date).toHaveAttribute('max', papua);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks every field with the shared contract before anything is sent', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onDone = renderForm();
    await user.clear(screen.getByLabelText(/Jumlah ditransfer/));
    await user.type(screen.getByLabelText(/Jumlah ditransfer/), 'seratus ribu');
    await user.click(screen.getByRole('button', { name: 'Kirim konfirmasi' }));
    expect(await screen.findByText('Bank asal wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Nama pemilik rekening wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Jumlah transfer wajib diisi dengan angka')).toBeInTheDocument();
    expect(screen.getByText('Bukti transfer wajib diunggah.')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Bukti transfer'),
      new File(['#!/bin/sh'], 'bukti.sh', { type: 'application/x-sh' }),
    );
    expect(
      await screen.findByText('Bukti transfer harus berupa foto JPEG, PNG atau WebP, atau dokumen PDF.'),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('clears a refused file: neither its preview nor its name stays, only why it was refused', async () => {
    // jsdom draws no pictures: the photos are sent as chosen, and their previews are addresses only.
    Object.assign(URL, { createObjectURL: () => 'blob:bukti', revokeObjectURL: () => {} });
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = screen.getByLabelText('Bukti transfer');
    await user.upload(input, new File([new Uint8Array(2048)], 'bukti.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Pratinjau bukti transfer' })).toBeInTheDocument();
    expect(screen.getByText('bukti.png (2 KB)')).toBeInTheDocument();

    await user.upload(
      input,
      new File([new Uint8Array(11 * 1024 * 1024)], 'foto-kamera.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Ukuran bukti transfer maksimal 10 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pratinjau bukti transfer' })).not.toBeInTheDocument();
    expect(screen.queryByText(/bukti\.png|foto-kamera/)).not.toBeInTheDocument();
    expect(screen.getByText('Pilih bukti transfer')).toBeInTheDocument();
  });
});

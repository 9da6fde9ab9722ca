import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TGiftEntry } from '@undangin/shared/gift-book/schemas';
import { http } from '../../../../lib/http';
import { initI18n } from '../../../../lib/i18n';
import { guestFixture } from '../../../../test/guest-fixture';
import { amountOf } from './gift-amount-field';
import { GiftDialog } from './gift-dialog';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const budi = guestFixture({ id: 'g-budi', name: 'Budi Santoso' });

const ENTRY: TGiftEntry = {
  id: 'gift-1',
  guestId: null,
  name: 'Pak RT',
  group: null,
  kind: 'hadiah',
  source: 'door',
  amount: null,
  note: 'Set piring',
  recordedBy: 'usher',
  recordedByName: 'Mas Joko',
  confirmedAt: '2030-06-14T04:00:00.000Z',
  createdAt: '2030-06-14T04:00:00.000Z',
  updatedAt: '2030-06-14T04:00:00.000Z',
};

type THttp = typeof http;

function renderDialog(
  entry: TGiftEntry | null,
  answer: () => Promise<unknown> = () => Promise.resolve({ data: ENTRY }),
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.spyOn(http, 'get').mockImplementation(() =>
    Promise.resolve({ data: { data: [budi], total: 1, page: 1, perPage: 10 } } as Awaited<
      ReturnType<THttp['get']>
    >),
  );
  const post = vi.spyOn(http, 'post').mockImplementation(answer as THttp['post']);
  const patch = vi.spyOn(http, 'patch').mockImplementation(answer as THttp['patch']);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <GiftDialog invitationId="i1" entry={entry} onClose={onClose} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { post, patch, onClose };
}

// Typing into MUI fields on a shared 2-core machine takes seconds; 5 s cut the first test short.
describe('GiftDialog', { timeout: 20_000 }, () => {
  it('notes an envelope from a guest picked from the list, with its amount in rupiah', async () => {
    const user = userEvent.setup({ delay: null });
    const { post, onClose } = renderDialog(null);
    expect(screen.getByRole('dialog', { name: 'Catat pemberian' })).toBeTruthy();
    await user.type(screen.getByLabelText(/Dari \(tamu atau nama lain\)/), 'Bud');
    await user.click(await screen.findByRole('option', { name: 'Budi Santoso' }));
    await user.type(screen.getByLabelText('Nominal (Rp, opsional)'), '500.000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(post).toHaveBeenCalledWith(
      '/invitations/i1/gifts',
      {
        guestId: 'g-budi',
        name: null,
        kind: 'amplop',
        amount: 500_000,
        note: null,
      },
      undefined,
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('edits an entry of a name not on the list, keeping it a name', async () => {
    const user = userEvent.setup({ delay: null });
    const { patch } = renderDialog(ENTRY);
    expect(screen.getByRole('dialog', { name: 'Ubah catatan' })).toBeTruthy();
    expect(screen.getByLabelText('Catatan (isi kado, dll.)')).toHaveProperty('value', 'Set piring');
    await user.type(screen.getByLabelText('Nominal (Rp, opsional)'), '150000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(patch).toHaveBeenCalledWith('/gifts/gift-1', {
      guestId: null,
      name: 'Pak RT',
      kind: 'hadiah',
      amount: 150_000,
      note: 'Set piring',
    });
  });

  it('shows the server’s message beside the amount it refused, and stays open', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = {
      response: {
        status: 422,
        headers: {},
        data: { message: 'Data tidak valid', errors: { amount: ['Nominal maksimal Rp 1.000.000.000'] } },
      },
    };
    const { onClose } = renderDialog(null, () => Promise.reject(refusal));
    await user.type(screen.getByLabelText(/Dari \(tamu atau nama lain\)/), 'Pak RT');
    await user.type(screen.getByLabelText('Nominal (Rp, opsional)'), '2000000000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nominal maksimal Rp 1.000.000.000')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reads typed amounts as whole rupiah', () => {
    expect(amountOf('')).toBeNull();
    expect(amountOf('Rp 500.000')).toBe(500_000);
    expect(amountOf('0')).toBe(0);
    expect(amountOf('lima ratus')).toBe('lima ratus');
  });
});

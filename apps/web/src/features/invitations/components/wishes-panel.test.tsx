import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TOwnerWishList } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import type { THttpResponse } from '../../../lib/http-client';
import { initI18n } from '../../../lib/i18n';
import { WishesPanel } from './wishes-panel';

const ok = <T,>(data: T): THttpResponse<T> => ({ data, status: 200, headers: {} });

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn(), patch: vi.fn(), delete: vi.fn() } }));
const get = vi.mocked(http.get);
const remove = vi.mocked(http.delete);

/** A spam wish the API held for the couple on the free plan. */
const HELD: TOwnerWishList = {
  data: [
    {
      id: 'wish-1',
      name: 'Promo',
      message: 'Slot gacor di www.contoh.test',
      attendance: null,
      status: 'pending',
      fromGuest: false,
      createdAt: '2026-11-21T03:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  perPage: 10,
  pending: 1,
};

beforeAll(async () => {
  await initI18n('id');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('WishesPanel', () => {
  it('lets the couple without moderation approve, hide or delete a held wish', async () => {
    get.mockResolvedValue(ok(HELD));
    remove.mockResolvedValue(ok({ message: 'Ucapan dihapus' }));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WishesPanel invitationId="inv-1" moderation={false} timeZone="WIB" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('tab', { name: 'Menunggu (1)' })).toBeInTheDocument();
    const item = (await screen.findByText('Slot gacor di www.contoh.test')).closest('li')!;
    expect(within(item).getByRole('button', { name: 'Setujui' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Sembunyikan' })).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus ucapan?' });
    expect(
      within(dialog).getByText('Ucapan dari Promo akan dihapus permanen dan tidak bisa dikembalikan.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(remove).toHaveBeenCalledWith('/wishes/wish-1');
  });

  it('writes when a wish was written in the invitation’s time zone, named, as the guests’ page does', async () => {
    get.mockResolvedValue(ok(HELD));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WishesPanel invitationId="inv-1" moderation={false} timeZone="WITA" />
      </QueryClientProvider>,
    );
    const item = (await screen.findByText('Slot gacor di www.contoh.test')).closest('li')!;
    expect(within(item).getByText('21 Nov 2026, 11.00 WITA')).toBeInTheDocument();
  });
});

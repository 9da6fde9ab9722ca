import { AbilityProvider } from '@casl/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TInvitationPlan, TPackage, TTransactionDetail } from '@undangin/shared/billing/schemas';
import { ability, setAbilityRules } from '../../../lib/abilities';
import { http } from '../../../lib/http';
import type { THttpResponse } from '../../../lib/http-client';
import { initI18n } from '../../../lib/i18n';
import { packageFixture } from '../../../test/package-fixture';
import PackagesPage from './packages-page';

/** A 200 answer of the API client. */
const ok = <T,>(data: T): THttpResponse<T> => ({ data, status: 200, headers: {} });

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn(), post: vi.fn() } }));
const get = vi.mocked(http.get);
const post = vi.mocked(http.post);

const pkg = (code: string, name: string, price: number, extra: Partial<TPackage> = {}): TPackage =>
  packageFixture({ id: `id-${code}`, code, name, price, galleryLimit: 4, ...extra });
const PACKAGES = [
  pkg('gratis', 'Gratis', 0, { isDefault: true }),
  pkg('premium', 'Premium', 99_000, {
    guestLimit: 500,
    templateTier: 'premium',
    qrCheckin: true,
    showBranding: false,
  }),
];
const PLAN: TInvitationPlan = {
  invitationId: 'inv-1',
  package: PACKAGES[0]!,
  activeUntil: '2030-01-01T00:00:00.000Z',
  daysLeft: 12,
  expired: false,
  openTransaction: null,
};
const TRANSACTION: TTransactionDetail = {
  id: 'tx-1',
  invoiceNumber: 'INV/20261121/0001',
  status: 'menunggu_pembayaran',
  paymentMethod: 'bank_transfer',
  invitation: { id: 'inv-1', slug: 'sekar-bima', title: 'Sekar & Bima' },
  package: { id: 'id-premium', code: 'premium', name: 'Premium' },
  previousPackage: null,
  packagePrice: 99_000,
  credit: 0,
  creditDays: 0,
  creditNote: null,
  uniqueCode: 123,
  amount: 99_123,
  transferAccounts: [
    { bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'PT Undangin Indonesia' },
  ],
  expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  paidAt: null,
  rejectionReason: null,
  user: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  history: [],
  confirmations: [],
};

// The invitations list the API sends (the invitations feature parses it with the shared contract).
const INVITATION = {
  id: 'inv-1',
  slug: 'sekar-bima',
  status: 'draft',
  templateId: null,
  templateName: null,
  coupleNames: 'Sekar & Bima',
  eventDate: null,
  version: 1,
  publishedAt: null,
  unpublishedReason: null,
  publicUrl: '/u/sekar-bima',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

beforeAll(async () => {
  await initI18n('id');
});
beforeEach(() => {
  get.mockImplementation(async (url: string) => {
    if (url === '/packages') return ok({ data: PACKAGES, checkoutOpen: true });
    if (url === '/invitations') return ok({ data: [INVITATION], total: 1, page: 1, perPage: 100 });
    if (url === '/invitations/inv-1/package') return ok(PLAN);
    if (url === '/transactions/tx-1') return ok(TRANSACTION);
    if (url === '/bank-accounts') return ok({ data: [] });
    throw new Error(`unexpected GET ${url}`);
  });
  post.mockResolvedValue(ok(TRANSACTION));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  setAbilityRules([]);
});

function renderPage() {
  return render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AbilityProvider value={ability}>
          <MemoryRouter initialEntries={['/packages']}>
            <PackagesPage />
          </MemoryRouter>
        </AbilityProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('Paket', () => {
  it('compares the packages against the invitation’s current one and its days left', async () => {
    setAbilityRules([{ action: 'read', subject: 'package' }]);
    renderPage();
    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(within(premium).getByText('Rp 99.000')).toBeInTheDocument();
    expect(within(premium).getByText('Hingga 500 tamu')).toBeInTheDocument();
    const gratis = screen.getByRole('article', { name: 'Gratis' });
    expect(await within(gratis).findByText('Paket saat ini')).toBeInTheDocument();
    expect(await screen.findByText('12 hari')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kelola paket' })).toBeNull();
  });

  it('turns a choice into a transaction with its transfer instructions, sending an Idempotency-Key', async () => {
    setAbilityRules([{ action: 'read', subject: 'package' }]);
    const user = userEvent.setup();
    renderPage();
    const premium = await screen.findByRole('article', { name: 'Premium' });
    await user.click(await within(premium).findByRole('button', { name: 'Pilih paket ini' }));
    expect(post).toHaveBeenCalledWith(
      '/transactions',
      { invitationId: 'inv-1', packageId: 'id-premium' },
      { headers: { 'Idempotency-Key': expect.stringMatching(/^beli-[0-9a-f]{32}$/) } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transfer untuk INV/20261121/0001' });
    expect(within(dialog).getByTestId('transfer-amount')).toHaveTextContent('Rp 99.123');
    expect(within(dialog).getByText('1234567890')).toBeInTheDocument();
  });

  it('says plainly that buying is not open yet while no bank account takes transfers', async () => {
    setAbilityRules([{ action: 'read', subject: 'package' }]);
    const answer = get.getMockImplementation()!;
    get.mockImplementation(async (url: string, ...rest) =>
      url === '/packages' ? ok({ data: PACKAGES, checkoutOpen: false }) : answer(url, ...rest),
    );
    renderPage();
    expect(await screen.findByText(/Pembelian paket belum dibuka/)).toBeInTheDocument();
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(await within(premium).findByRole('button', { name: 'Pilih paket ini' })).toBeDisabled();
  });

  it('shows a refused purchase on the package chosen, beside its button', async () => {
    setAbilityRules([{ action: 'read', subject: 'package' }]);
    post.mockRejectedValueOnce(
      Object.assign(new Error('refused'), {
        response: { status: 409, data: { message: 'Belum ada rekening tujuan transfer.' } },
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const premium = await screen.findByRole('article', { name: 'Premium' });
    await user.click(await within(premium).findByRole('button', { name: 'Pilih paket ini' }));
    expect(await within(premium).findByRole('alert')).toHaveTextContent(
      'Belum ada rekening tujuan transfer.',
    );
    expect(within(screen.getByRole('article', { name: 'Gratis' })).queryByRole('alert')).toBeNull();
  });

  it('shows administrators the package and bank account management', async () => {
    setAbilityRules([{ action: 'manage', subject: 'all' }]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Kelola paket' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rekening tujuan transfer' })).toBeInTheDocument();
    expect(
      await screen.findByText('Belum ada rekening tujuan: pengguna belum bisa membeli paket.'),
    ).toBeInTheDocument();
  });
});

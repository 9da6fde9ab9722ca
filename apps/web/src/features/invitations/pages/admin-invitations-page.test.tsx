import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminInvitation } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import type { THttpResponse } from '../../../lib/http-client';
import { initI18n } from '../../../lib/i18n';
import AdminInvitationsPage from './admin-invitations-page';

const ok = <T,>(data: T): THttpResponse<T> => ({ data, status: 200, headers: {} });

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn(), post: vi.fn() } }));
const get = vi.mocked(http.get);
const post = vi.mocked(http.post);

const TAKEN_DOWN: TAdminInvitation = {
  id: 'inv-1',
  slug: 'sekar-bima',
  status: 'draft',
  templateId: null,
  templateName: null,
  coupleNames: 'Sekar & Bima',
  eventDate: null,
  version: 3,
  publishedAt: '2026-11-20T03:00:00.000Z',
  unpublishedReason: 'Foto melanggar ketentuan layanan',
  publicUrl: '/u/sekar-bima',
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
  owner: { id: 'u-1', name: 'Sekar', email: 'sekar@contoh.test' },
  package: null,
  activeUntil: null,
  guests: 0,
  opens: 0,
  rsvps: 0,
  wishes: 0,
};

beforeAll(async () => {
  await initI18n('id');
});
beforeEach(() => {
  get.mockResolvedValue(ok({ data: [TAKEN_DOWN], total: 1, page: 1, perPage: 20 }));
  post.mockResolvedValue(ok({ message: 'ok', invitation: { ...TAKEN_DOWN, unpublishedReason: null } }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('Undangan User', () => {
  it(
    'lifts a take-down from its row instead of offering another take-down',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      render(
        <ThemeProvider theme={createTheme()}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <MemoryRouter>
              <AdminInvitationsPage />
            </MemoryRouter>
          </QueryClientProvider>
        </ThemeProvider>,
      );
      expect(await screen.findByText('Diturunkan: Foto melanggar ketentuan layanan')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Turunkan undangan /u/sekar-bima' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Cabut penurunan /u/sekar-bima' }));
      expect(post).toHaveBeenCalledWith('/admin/invitations/inv-1/restore');
      expect(
        await screen.findByText('Penurunan /u/sekar-bima dicabut. Pemiliknya bisa menerbitkannya lagi.'),
      ).toBeInTheDocument();
    },
  );
});

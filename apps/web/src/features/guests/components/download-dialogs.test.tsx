import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import type { THttpResponse } from '../../../lib/http-client';
import { initI18n } from '../../../lib/i18n';
import { CardsDialog } from './cards-dialog';
import { ExportDialog } from './export-dialog';

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn(), post: vi.fn() } }));
const get = vi.mocked(http.get);
const post = vi.mocked(http.post);
const file = (name: string): THttpResponse<Blob> => ({
  data: new Blob(['x']),
  status: 200,
  headers: { 'content-disposition': `attachment; filename="${name}"` },
});

beforeAll(async () => {
  await initI18n('id');
  // jsdom has no object URLs; the download hands the file to a link and lets it go.
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  get.mockReset();
  post.mockReset();
});
afterEach(cleanup);

function renderDialog(dialog: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>{dialog}</ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('the guest list export dialog', () => {
  it('downloads the filtered list in the chosen format and contents, then closes', async () => {
    get.mockResolvedValue(file('tamu.csv'));
    const onClose = vi.fn();
    renderDialog(
      <ExportDialog invitationId="inv-1" filters={{ q: 'siti' }} ids={[]} onClose={onClose} />,
    );
    expect(screen.getByText('Daftar tamu sesuai pencarian dan filter saat ini.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Untuk vendor/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    expect(get).toHaveBeenCalledWith(
      '/invitations/inv-1/guests/export',
      expect.objectContaining({ params: { q: 'siti', format: 'csv', kind: 'vendor' } }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('says why in the dialog when the server refuses, and stays open', async () => {
    post.mockRejectedValue({
      response: { status: 422, data: { message: 'Daftar tamu terlalu besar' }, headers: {} },
    });
    const onClose = vi.fn();
    renderDialog(<ExportDialog invitationId="inv-1" filters={{}} ids={['g1', 'g2']} onClose={onClose} />);
    expect(screen.getByText('2 tamu terpilih.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Daftar tamu terlalu besar');
    expect(post).toHaveBeenCalledWith(
      '/invitations/inv-1/guests/export',
      { format: 'xlsx', kind: 'full', ids: ['g1', 'g2'] },
      expect.anything(),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the QR cards dialog', () => {
  it("prints one group's cards when the couple picks the group", async () => {
    get.mockResolvedValue(file('kartu-qr.pdf'));
    const onClose = vi.fn();
    renderDialog(
      <CardsDialog
        invitationId="inv-1"
        filters={{}}
        ids={[]}
        groups={['Keluarga', 'Teman Kantor']}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Satu kelompok' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Kelompok' }));
    await userEvent.click(screen.getByRole('option', { name: 'Teman Kantor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unduh PDF' }));
    expect(get).toHaveBeenCalledWith(
      '/invitations/inv-1/guests/cards.pdf',
      expect.objectContaining({ params: { group: 'Teman Kantor' } }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot choose a group when the list has none', () => {
    renderDialog(<CardsDialog invitationId="inv-1" filters={{}} ids={[]} groups={[]} onClose={() => {}} />);
    expect(screen.getByRole('radio', { name: 'Satu kelompok' })).toBeDisabled();
  });
});

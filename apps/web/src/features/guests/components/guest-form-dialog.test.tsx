import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TGuest } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { initI18n } from '../../../lib/i18n';
import { GuestFormDialog } from './guest-form-dialog';

vi.mock('../../../lib/http', () => ({ http: { post: vi.fn(), patch: vi.fn() } }));

beforeAll(async () => {
  await initI18n('id');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const john = {
  id: 'g-1',
  invitationId: 'i1',
  code: 'kode-1',
  link: 'https://undangin.test/u/sekar-dimas/kode-1?lang=en',
  name: 'John Smith',
  salutation: null,
  phone: null,
  email: null,
  group: null,
  quota: 2,
  invitedEventIds: [],
  notes: null,
  language: 'en',
} as unknown as TGuest;

function renderDialog(guest: TGuest | null, onSaved = vi.fn()) {
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={new QueryClient()}>
        <GuestFormDialog
          invitationId="i1"
          guest={guest}
          defaultQuota={2}
          groups={[]}
          events={[]}
          onClose={() => {}}
          onSaved={onSaved}
        />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return onSaved;
}

describe('guest form: the page language', { timeout: 30_000 }, () => {
  it('follows the invitation unless chosen, and sends the chosen language with a new guest', async () => {
    vi.mocked(http.post).mockResolvedValue({ data: { ...john, name: 'Budi' }, status: 201, headers: {} });
    const onSaved = renderDialog(null);
    const select = screen.getByRole('combobox', { name: 'Bahasa halaman' });
    expect(select).toHaveTextContent('Ikuti bahasa undangan');
    expect(
      screen.getByText('Link pribadi tamu membuka undangan dalam bahasa ini; tamu tetap bisa menggantinya.'),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Nama/ }), 'Budi');
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(select).toHaveTextContent('English');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(http.post).toHaveBeenCalledWith(
      '/invitations/i1/guests',
      expect.objectContaining({ name: 'Budi', language: 'en' }),
      undefined,
    );
  });

  it('shows a guest’s language and puts it back to the invitation’s as null', async () => {
    vi.mocked(http.patch).mockResolvedValue({ data: { ...john, language: null }, status: 200, headers: {} });
    const onSaved = renderDialog(john);
    const select = screen.getByRole('combobox', { name: 'Bahasa halaman' });
    expect(select).toHaveTextContent('English');

    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Ikuti bahasa undangan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(http.patch).toHaveBeenCalledWith('/guests/g-1', expect.objectContaining({ language: null }));
  });
});

describe('guest form: a household', { timeout: 30_000 }, () => {
  it('adds members, holds the quota to them before sending, and sends the household', async () => {
    vi.mocked(http.post).mockResolvedValue({ data: john, status: 201, headers: {} });
    const onSaved = renderDialog(null);
    await userEvent.type(screen.getByRole('textbox', { name: /Nama/ }), 'Keluarga Bapak Harto');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah anggota' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Anggota 1' }), 'Pak Harto');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah anggota' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Anggota 2' }), 'Bu Harto');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah anggota' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hapus anggota 3' }));

    const quota = screen.getByRole('spinbutton', { name: 'Jumlah orang' });
    await userEvent.clear(quota);
    await userEvent.type(quota, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(await screen.findByText('Kuota minimal sebanyak anggota keluarga (2)')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    await userEvent.clear(quota);
    await userEvent.type(quota, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(http.post).toHaveBeenCalledWith(
      '/invitations/i1/guests',
      expect.objectContaining({
        name: 'Keluarga Bapak Harto',
        quota: 3,
        members: [{ name: 'Pak Harto' }, { name: 'Bu Harto' }],
      }),
      undefined,
    );
  });

  it('renames and removes members keeping their ids, and refuses a blank name', async () => {
    vi.mocked(http.patch).mockResolvedValue({ data: john, status: 200, headers: {} });
    const household = {
      ...john,
      name: 'Keluarga Harto',
      quota: 4,
      members: [
        { id: 'm1', name: 'Pak Harto' },
        { id: 'm2', name: 'Bu Harto' },
      ],
    } as TGuest;
    const onSaved = renderDialog(household);
    const first = screen.getByRole('textbox', { name: 'Anggota 1' });
    expect(first).toHaveValue('Pak Harto');
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription('Nama anggota wajib diisi'));
    expect(http.patch).not.toHaveBeenCalled();

    await userEvent.type(first, 'Bapak Harto Wibowo');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus anggota 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah anggota' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Anggota 2' }), 'Dimas');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(http.patch).toHaveBeenCalledWith(
      '/guests/g-1',
      expect.objectContaining({
        members: [{ id: 'm1', name: 'Bapak Harto Wibowo' }, { name: 'Dimas' }],
      }),
    );
  });
});

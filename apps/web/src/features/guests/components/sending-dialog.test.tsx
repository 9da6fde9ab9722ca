import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_INVITATION_MESSAGE, DEFAULT_REMINDER_MESSAGE } from '@undangin/shared/guests/messages';
import type { TGuest, TGuestListQuery, TMessageSettings } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import type { THttpResponse } from '../../../lib/http-client';
import { initI18n } from '../../../lib/i18n';
import { guestFixture } from '../../../test/guest-fixture';
import { SendingDialog } from './sending-dialog';

const ok = <T,>(data: T): THttpResponse<T> => ({ data, status: 200, headers: {} });

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn(), post: vi.fn() } }));
const get = vi.mocked(http.get);
const post = vi.mocked(http.post);
const open = vi.spyOn(window, 'open').mockReturnValue(null);

const settings: TMessageSettings = {
  invitation: DEFAULT_INVITATION_MESSAGE,
  reminder: DEFAULT_REMINDER_MESSAGE,
  isDefault: true,
  context: {
    couple: 'Sekar & Dimas',
    events: [
      { id: 'akad', label: 'Akad Nikah', date: 'Sabtu, 14 Juni 2031', location: 'Masjid', mapUrl: '' },
      {
        id: 'resepsi',
        label: 'Resepsi',
        date: 'Sabtu, 14 Juni 2031',
        location: 'Pendopo',
        mapUrl: 'https://maps.example/pendopo',
      },
    ],
    checkIn: true,
  },
};

const guest = (patch: Partial<TGuest>): TGuest => guestFixture({ phone: '+6281234567801', ...patch });

const SITI = guest({});
const JOHN = guest({
  id: 'g-2',
  name: 'John Miller',
  salutation: null,
  phone: '+6281234567802',
  language: 'en',
});

/** The list answers by segment: who is in it, as the API would count them. */
const BY_SEGMENT: Record<string, TGuest[]> = {
  opened_no_answer: [SITI, JOHN],
  attending: [SITI],
  not_sent: [],
  sent_not_opened: [JOHN],
  not_attending: [],
};
let queries: TGuestListQuery[] = [];

beforeAll(async () => {
  await initI18n('id');
});
beforeEach(() => {
  queries = [];
  get.mockImplementation(async (url: string, config?: { params?: TGuestListQuery }) => {
    if (url !== '/invitations/inv-1/guests') throw new Error(`unexpected GET ${url}`);
    const query = config!.params!;
    queries.push(query);
    const rows = BY_SEGMENT[query.segment ?? ''] ?? [];
    return ok({ data: rows, total: rows.length, page: 1, perPage: query.perPage });
  });
  post.mockImplementation(async () => ok(SITI));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderDialog() {
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={new QueryClient()}>
        <SendingDialog
          invitationId="inv-1"
          kind="reminder"
          settings={settings}
          groups={['Kantor']}
          onClose={() => {}}
        />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('Kirim pengingat: the segment picker', { timeout: 30_000 }, () => {
  it('starts with "opened without an answer" and the RSVP nudge, and counts the segment', async () => {
    renderDialog();
    expect(screen.getByRole('combobox', { name: 'Segmen' })).toHaveTextContent(
      'Sudah dibuka, belum menjawab',
    );
    expect(screen.getByRole('combobox', { name: 'Pesan' })).toHaveTextContent('Pengingat RSVP');
    expect(await screen.findByText('2 tamu di segmen ini')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Kelompok' })).toHaveTextContent('Semua kelompok');
    expect(screen.getByRole('combobox', { name: 'Sesi' })).toHaveTextContent('Semua sesi');
    expect((screen.getByRole('textbox', { name: 'Isi pesan' }) as HTMLTextAreaElement).value).toContain(
      'Kami belum menerima konfirmasi kehadiran',
    );
  });

  it('narrows by group and session, and offers the H-1 reminder for those attending', async () => {
    renderDialog();
    await choose('Segmen', 'Akan hadir');
    expect(screen.getByRole('combobox', { name: 'Pesan' })).toHaveTextContent('Pengingat H-1');
    expect(await screen.findByText('1 tamu di segmen ini')).toBeVisible();
    await choose('Kelompok', 'Kantor');
    await choose('Sesi', 'Resepsi');
    expect(queries.at(-1)).toMatchObject({ segment: 'attending', group: 'Kantor', eventId: 'resepsi' });
  });

  it('walks the segment with each guest’s message in their language, and records what was sent', async () => {
    renderDialog();
    await screen.findByText('2 tamu di segmen ini');
    await userEvent.click(screen.getByRole('button', { name: 'Mulai' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Kirim via WhatsApp' }));
    const first = new URL(open.mock.calls[0]![0] as string);
    expect(first.host).toBe('wa.me');
    expect(first.pathname).toBe('/6281234567801');
    expect(first.searchParams.get('text')).toContain('Halo Ibu Siti Rahmawati 😊');
    expect(first.searchParams.get('text')).toContain('https://undangin.test/u/sekar-dimas/kode-1');
    expect(post).toHaveBeenCalledWith('/guests/g-1/sent', { kind: 'reminder', template: 'rsvp_nudge:id' });

    await userEvent.click(await screen.findByRole('button', { name: 'Berikutnya' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kirim via WhatsApp' }));
    const second = new URL(open.mock.calls[1]![0] as string);
    expect(second.searchParams.get('text')).toContain('Hello John Miller 😊');
    expect(post).toHaveBeenLastCalledWith('/guests/g-2/sent', {
      kind: 'reminder',
      template: 'rsvp_nudge:en',
    });
  });

  it('sends an edited message as the couple’s own, the same to everyone', async () => {
    renderDialog();
    const text = screen.getByRole('textbox', { name: 'Isi pesan' });
    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste('Halo {nama}, ditunggu jawabannya: {link}');
    expect(screen.getByRole('button', { name: 'Pakai pesan semula' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mulai' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Kirim via WhatsApp' }));
    const url = new URL(open.mock.calls[0]![0] as string);
    expect(url.searchParams.get('text')).toBe(
      'Halo Siti Rahmawati, ditunggu jawabannya: https://undangin.test/u/sekar-dimas/kode-1',
    );
    expect(post).toHaveBeenCalledWith('/guests/g-1/sent', {
      kind: 'custom',
      template: expect.stringMatching(/^text:[0-9a-f]{8}$/),
    });
  });
});

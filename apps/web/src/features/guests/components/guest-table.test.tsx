import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TGuest, TMessageSettings } from '@undangin/shared/guests/schemas';
import { initI18n } from '../../../lib/i18n';
import { arrivalFixture } from '../../../test/arrival-fixture';
import { guestFixture } from '../../../test/guest-fixture';
import { setScreenWidth } from '../../../test/screen-width';
import { GuestTable } from './guest-table';

const guest = (patch: Partial<TGuest>): TGuest =>
  guestFixture({ phone: '+6281234567801', group: 'Keluarga', ...patch });

const SITI = guest({});
const BUDI = guest({
  id: 'g-2',
  name: 'Budi Santoso',
  rsvp: [
    {
      eventId: 'akad',
      attendance: 'hadir',
      pax: 3,
      attendees: null,
      message: null,
      updatedAt: '2026-11-21T03:00:00.000Z',
    },
  ],
  rsvpPax: 3,
  arrivals: [arrivalFixture({ at: '2026-11-22T03:00:00.000Z', pax: 3, byName: 'Usher Gerbang' })],
  sentAt: '2026-11-10T03:00:00.000Z',
  // Reminded twice, the last three days ago: the list says so beside the sending time.
  followUps: { count: 2, lastAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString() },
});

const actions = {
  onSend: vi.fn(),
  onCopyMessage: vi.fn(),
  onCopyLink: vi.fn(),
  onEdit: vi.fn(),
  onPrintCard: vi.fn(),
  onDelete: vi.fn(),
};

function renderTable(rows: TGuest[] = [SITI, BUDI], messages?: TMessageSettings) {
  const onSelectionChange = vi.fn();
  render(
    <ThemeProvider theme={createTheme()}>
      <GuestTable
        rows={rows}
        total={12}
        loading={false}
        page={1}
        perPage={10}
        onPageChange={vi.fn()}
        sortBy="createdAt"
        orderBy="desc"
        onSortChange={vi.fn()}
        selection={{ type: 'include', ids: new Set() }}
        onSelectionChange={onSelectionChange}
        messages={messages}
        {...actions}
      />
    </ThemeProvider>,
  );
  return { onSelectionChange };
}

beforeAll(async () => {
  await initI18n('id');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the guest list on a phone (360 px)', () => {
  it(
    'shows each guest as a card with name, RSVP, check-in and every action',
    { timeout: 30_000 },
    async () => {
      setScreenWidth(360);
      renderTable();
      expect(screen.queryByRole('grid')).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'Daftar tamu' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);

      const siti = within(cards[0]!);
      expect(siti.getByText('Siti Rahmawati')).toBeVisible();
      expect(siti.getByText('Belum menjawab')).toBeVisible();
      expect(siti.getByText('Belum check-in')).toBeVisible();
      for (const name of [
        'Kirim via WhatsApp ke Siti Rahmawati',
        'Salin pesan untuk Siti Rahmawati',
        'Salin link undangan Siti Rahmawati',
        'Ubah Siti Rahmawati',
        'Hapus Siti Rahmawati',
      ]) {
        expect(siti.getByRole('button', { name })).toBeVisible();
      }

      const budi = within(cards[1]!);
      expect(budi.getByText('akad: Hadir (3)')).toBeVisible();
      expect(budi.getByText('3 orang')).toBeVisible();
      expect(budi.getByText('oleh Usher Gerbang')).toBeVisible();
      expect(budi.getByText('Pengingat ke-2, 3 hari yang lalu')).toBeVisible();
      expect(siti.queryByText(/Pengingat ke-/)).toBeNull();

      await userEvent.click(budi.getByRole('button', { name: 'Hapus Budi Santoso' }));
      expect(actions.onDelete).toHaveBeenCalledWith(BUDI);
    },
  );

  it('picks a guest for the bulk actions and pages like the table', { timeout: 30_000 }, async () => {
    setScreenWidth(360);
    const { onSelectionChange } = renderTable();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih Budi Santoso' }));
    expect(onSelectionChange).toHaveBeenCalledWith({ type: 'include', ids: new Set(['g-2']) });
    // The paging's words come from the app's theme; the bare theme here writes MUI's own.
    expect(screen.getByText(/^1–10 .* 12$/)).toBeVisible();
  });
});

describe('the guest list on a laptop (1280 px)', () => {
  it('keeps the table, its RSVP and check-in columns included', { timeout: 30_000 }, () => {
    setScreenWidth(1280);
    renderTable();
    const grid = screen.getByRole('grid', { name: 'Daftar tamu' });
    for (const header of ['Nama', 'Aksi', 'RSVP', 'Check-in', 'Kelompok']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.queryByRole('list', { name: 'Daftar tamu' })).toBeNull();
    expect(within(grid).getByText('Pengingat ke-2, 3 hari yang lalu')).toBeInTheDocument();
  });
});

describe('a household in the list', () => {
  const HARTO = guest({
    id: 'g-3',
    name: 'Keluarga Bapak Harto',
    quota: 5,
    members: [
      { id: 'm1', name: 'Pak Harto' },
      { id: 'm2', name: 'Bu Harto' },
    ],
    rsvp: [
      {
        eventId: 'akad',
        attendance: 'hadir',
        pax: 2,
        attendees: [
          { key: 'm:m1', name: 'Pak Harto' },
          { key: 'p:1', name: '' },
        ],
        message: null,
        updatedAt: '2026-11-21T03:00:00.000Z',
      },
    ],
    rsvpPax: 2,
  });

  it(
    'says it is a household, names its members and who answered what, on a phone',
    { timeout: 30_000 },
    () => {
      setScreenWidth(360);
      renderTable([HARTO]);
      const card = within(
        within(screen.getByRole('list', { name: 'Daftar tamu' })).getAllByRole('listitem')[0]!,
      );
      expect(card.getByText('Keluarga Bapak Harto')).toBeVisible();
      expect(card.getByText(/Keluarga · 2 orang/)).toBeVisible();
      expect(card.getByText('Pak Harto, Bu Harto')).toBeVisible();
      expect(card.getByText('akad: Hadir (2)')).toBeVisible();
      expect(card.getByText('hadir: Pak Harto, Tamu pendamping 1 · tidak hadir: Bu Harto')).toBeVisible();
    },
  );

  it('says which members came in at the door and which are still to come', { timeout: 30_000 }, () => {
    setScreenWidth(360);
    renderTable([
      {
        ...HARTO,
        arrivals: [
          arrivalFixture({
            at: '2026-11-22T03:00:00.000Z',
            members: [{ id: 'm1', at: '2026-11-22T03:00:00.000Z', byName: 'Andi' }],
          }),
        ],
      },
    ]);
    const card = within(
      within(screen.getByRole('list', { name: 'Daftar tamu' })).getAllByRole('listitem')[0]!,
    );
    expect(card.getByText('masuk: Pak Harto · belum: Bu Harto')).toBeVisible();
  });

  it('counts a member in who came to any of the sessions', { timeout: 30_000 }, () => {
    setScreenWidth(360);
    renderTable([
      {
        ...HARTO,
        arrivals: [
          arrivalFixture({ members: [{ id: 'm1', at: '2026-11-28T03:00:00.000Z', byName: 'Andi' }] }),
          arrivalFixture({
            eventId: 'resepsi',
            at: '2026-11-28T06:00:00.000Z',
            members: [{ id: 'm2', at: '2026-11-28T06:00:00.000Z', byName: 'Andi' }],
          }),
        ],
      },
    ]);
    const card = within(
      within(screen.getByRole('list', { name: 'Daftar tamu' })).getAllByRole('listitem')[0]!,
    );
    expect(card.getByText('masuk: Pak Harto, Bu Harto')).toBeVisible();
  });

  it("names one person's plus-ones as their answer gave them", { timeout: 30_000 }, () => {
    setScreenWidth(360);
    const rina = guest({
      id: 'g-4',
      name: 'Rina',
      quota: 3,
      rsvp: [
        {
          eventId: 'akad',
          attendance: 'hadir',
          pax: 3,
          attendees: [
            { key: 'self', name: 'Rina' },
            { key: 'p:1', name: 'Dewi' },
            { key: 'p:2', name: '' },
          ],
          message: null,
          updatedAt: '2026-11-21T03:00:00.000Z',
        },
      ],
      rsvpPax: 3,
    });
    renderTable([rina]);
    const card = within(
      within(screen.getByRole('list', { name: 'Daftar tamu' })).getAllByRole('listitem')[0]!,
    );
    expect(card.getByText('hadir: Rina, Dewi, Tamu pendamping 1')).toBeVisible();
  });

  it('shows the same in the table on a laptop', { timeout: 30_000 }, () => {
    setScreenWidth(1280);
    renderTable([HARTO]);
    const grid = screen.getByRole('grid', { name: 'Daftar tamu' });
    expect(within(grid).getByText(/Keluarga · 2 orang/)).toBeInTheDocument();
    expect(
      within(grid).getByText('hadir: Pak Harto, Tamu pendamping 1 · tidak hadir: Bu Harto'),
    ).toBeInTheDocument();
  });
});

describe('a guest in at several sessions', () => {
  const messages: TMessageSettings = {
    invitation: '',
    reminder: '',
    isDefault: true,
    context: {
      couple: 'Sekar & Dimas',
      events: [
        { id: 'akad', label: 'Akad Nikah', date: 'Sabtu, 28 November 2026', location: 'Masjid', mapUrl: '' },
        { id: 'resepsi', label: 'Resepsi', date: 'Sabtu, 28 November 2026', location: 'Gedung', mapUrl: '' },
      ],
      checkIn: true,
    },
  };
  const twice = guest({
    id: 'g-5',
    name: 'Rina',
    quota: 3,
    arrivals: [
      arrivalFixture({ pax: 3, byName: 'Andi' }),
      arrivalFixture({ eventId: 'resepsi', at: '2026-11-28T06:00:00.000Z', pax: 2, byName: 'Mas Joko' }),
    ],
  });

  it('shows each arrival under its session’s name, with its people and usher', { timeout: 30_000 }, () => {
    setScreenWidth(360);
    renderTable([twice], messages);
    const card = within(
      within(screen.getByRole('list', { name: 'Daftar tamu' })).getAllByRole('listitem')[0]!,
    );
    expect(card.getByText(/^Akad Nikah: .*2026/)).toBeVisible();
    expect(card.getByText('3 orang')).toBeVisible();
    expect(card.getByText('oleh Andi')).toBeVisible();
    expect(card.getByText(/^Resepsi: .*2026/)).toBeVisible();
    expect(card.getByText('2 orang')).toBeVisible();
    expect(card.getByText('oleh Mas Joko')).toBeVisible();
  });

  it('names no session when the invitation has only one', { timeout: 30_000 }, () => {
    setScreenWidth(360);
    const one = {
      ...messages,
      context: { ...messages.context, events: messages.context.events.slice(0, 1) },
    };
    renderTable([{ ...twice, arrivals: twice.arrivals.slice(0, 1) }], one);
    const card = within(
      within(screen.getByRole('list', { name: 'Daftar tamu' })).getAllByRole('listitem')[0]!,
    );
    expect(card.queryByText(/Akad Nikah/)).toBeNull();
    expect(card.getByText('3 orang')).toBeVisible();
  });
});

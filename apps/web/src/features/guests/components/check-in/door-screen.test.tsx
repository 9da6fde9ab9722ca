import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDoorSync, TUsherRoster } from '@undangin/shared/guests/door-offline';
import type { TCheckInSummary } from '@undangin/shared/guests/schemas';
import { initI18n } from '../../../../lib/i18n';
import { rosterGuest } from '../../../../test/roster-fixture';
import { codeHashOf } from '../../lib/door-roster';
import { DoorScreen } from './door-screen';

const CODE = 'Kode_Siti-1234567890';

/** The usher's server behind the phone: its list, its totals and the syncs it was sent. */
const server = vi.hoisted(() => ({
  online: true,
  roster: null as unknown as TUsherRoster,
  /** The live totals, or none (the route answers 404) for a test that does not read them. */
  summary: null as TCheckInSummary | null,
  syncs: [] as TDoorSync[],
}));

vi.mock(import('../../../../lib/http-client'), async (importOriginal) => {
  const noNetwork = () => Promise.reject(new Error('Network Error'));
  return {
    ...(await importOriginal()),
    createApiClient: () =>
      ({
        get: (path: string) => {
          if (!server.online) return noNetwork();
          if (path === '/usher/roster') return Promise.resolve({ data: server.roster, headers: {} });
          if (path === '/usher/summary' && server.summary)
            return Promise.resolve({ data: structuredClone(server.summary), headers: {} });
          return Promise.reject({ response: { status: 404, headers: {}, data: { message: 'Tidak ada' } } });
        },
        post: (path: string, body: TDoorSync) => {
          if (!server.online) return noNetwork();
          server.syncs.push(body);
          // The server counts what it settled, as its summary route then answers.
          if (server.summary)
            for (const op of body.operations)
              if (op.type === 'check-in') {
                // The phone sends a number; the contract's input type also admits a numeric string.
                const pax = Number(op.pax);
                server.summary.checkedIn += 1;
                server.summary.checkedInPax += pax;
                const session = server.summary.sessions.find((row) => row.eventId === op.eventId)!;
                session.arrivedGuests += 1;
                session.arrivedPax += pax;
              }
          return Promise.resolve({
            data: {
              results: body.operations.map((op) => ({
                id: op.id,
                status: 'done',
                message: 'ok',
                guest: null,
              })),
            },
          });
        },
      }) as never,
  };
});

beforeAll(async () => {
  await initI18n('id');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => server.online });
});

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  server.online = true;
  server.summary = null;
  server.syncs = [];
  server.roster = {
    usherName: 'Usher Gerbang',
    invitation: { id: 'inv-1', title: 'Pernikahan Sekar & Dimas', slug: 'sekar-dimas' },
    checkInAllowed: true,
    sessions: [
      { id: 'akad', name: 'Akad Nikah', date: '2026-11-28', startTime: '08:00' },
      { id: 'resepsi', name: 'Resepsi', date: '2026-11-28', startTime: '11:00' },
    ],
    guests: [
      rosterGuest({ codeHash: await codeHashOf('inv-1', CODE) }),
      rosterGuest({ id: 'budi', name: 'Budi Santoso', salutation: 'Bapak', quota: 1 }),
    ],
    at: '2026-11-28T03:00:00.000Z',
  };
});
afterEach(cleanup);

function openDoor() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <DoorScreen target={{ kind: 'usher', token: 'rahasia-pintu', pin: null }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const connection = () => screen.getByRole('status', { name: 'Status koneksi' });

function goOffline(online: boolean) {
  server.online = online;
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the usher’s door without signal', { timeout: 30_000 }, () => {
  it('finds guests on the kept list, queues their check-in, and sends it when the signal returns', async () => {
    const user = userEvent.setup({ delay: null });
    openDoor();
    expect(await screen.findByText(/^Online · 0 menunggu dikirim · daftar diperbarui/)).toBeInTheDocument();

    goOffline(false);
    expect(connection()).toHaveTextContent(/^Offline · 0 menunggu dikirim/);
    // The session picker opens on one of the invitation's two sessions.
    expect(screen.getByRole('combobox', { name: 'Sesi acara' })).toHaveValue('akad');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sesi acara' }), 'resepsi');

    await user.type(
      screen.getByLabelText('Ketik kode atau link tamu'),
      `https://undangin.test/u/sekar-dimas/${CODE}`,
    );
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    const card = await screen.findByLabelText('Tamu yang datang');
    expect(within(card).getByText('Ibu Siti Rahmawati')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Check-in' }));
    expect(
      await screen.findByText(
        'Siti Rahmawati tercatat hadir, 2 orang. (tersimpan di ponsel, menunggu dikirim)',
      ),
    ).toBeInTheDocument();
    expect(connection()).toHaveTextContent(/^Offline · 1 menunggu dikirim/);

    // A code the phone does not know is told offline, without asking anyone.
    await user.clear(screen.getByLabelText('Ketik kode atau link tamu'));
    await user.type(screen.getByLabelText('Ketik kode atau link tamu'), 'Kode_Lain-1234567890');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText(/Kode ini tidak ada di daftar tamu ponsel ini/)).toBeInTheDocument();

    // Name search reads the same list, with the queued check-in already on it.
    await user.click(screen.getByRole('tab', { name: 'Cari nama' }));
    await user.type(screen.getByLabelText('Nama tamu'), 'siti');
    const results = await screen.findByRole('list', { name: 'Hasil pencarian tamu' });
    expect(within(results).getByRole('button', { name: /Siti Rahmawati/ })).toHaveTextContent(
      'Sudah check-in oleh Usher Gerbang',
    );
    // The totals are counted on the phone: one arrival, in the session picked.
    const totals = screen.getByRole('region', { name: 'Kedatangan tamu' });
    expect(totals).toHaveTextContent('1 / 2 tamu');
    expect(within(totals).getByRole('list', { name: 'Kedatangan per sesi' })).toHaveTextContent(
      'Resepsi: 2 / 3 orang',
    );

    expect(server.syncs).toEqual([]);
    goOffline(true);
    expect(await screen.findByText(/^Online · 0 menunggu dikirim/)).toBeInTheDocument();
    expect(server.syncs).toHaveLength(1);
    expect(server.syncs[0]!.operations).toEqual([
      expect.objectContaining({ type: 'check-in', guestId: rosterGuest().id, pax: 2, eventId: 'resepsi' }),
    ]);
  });
});

describe('the usher’s door online', { timeout: 30_000 }, () => {
  it('shows the usher’s own check-in in the totals as soon as the server has it, not at the next poll', async () => {
    const session = (eventId: string, name: string) => ({
      eventId,
      name,
      date: '2026-11-28',
      expectedPax: 3,
      arrivedGuests: 0,
      arrivedPax: 0,
    });
    server.summary = {
      checkInAllowed: true,
      totalGuests: 2,
      checkedIn: 0,
      checkedInPax: 0,
      expectedPax: 3,
      walkIns: 0,
      groups: [],
      sessions: [session('akad', 'Akad Nikah'), session('resepsi', 'Resepsi')],
      souvenirs: 0,
      recent: [],
    };
    const user = userEvent.setup({ delay: null });
    openDoor();
    const totals = await screen.findByRole('region', { name: 'Kedatangan tamu' });
    expect(totals).toHaveTextContent('0 / 2 tamu');

    await user.type(screen.getByLabelText('Ketik kode atau link tamu'), CODE);
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    const card = await screen.findByLabelText('Tamu yang datang');
    await user.click(within(card).getByRole('button', { name: 'Check-in' }));
    expect(await screen.findByText('Siti Rahmawati tercatat hadir, 2 orang.')).toBeInTheDocument();
    await waitFor(() => expect(server.syncs).toHaveLength(1));

    // The totals poll every 5 s; the phone asks again as soon as its own check-in is settled.
    await waitFor(() => expect(totals).toHaveTextContent('1 / 2 tamu'), { timeout: 2_000 });
    expect(within(totals).getByRole('list', { name: 'Kedatangan per sesi' })).toHaveTextContent(
      'Akad Nikah: 2 / 3 orang',
    );
    // The phone still settles the sync and reads its list again: the page closes only after that.
    await waitFor(() => expect(connection()).toHaveTextContent(/^Online · 0 menunggu dikirim/));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  });
});

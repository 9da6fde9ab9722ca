import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { rosterGuest } from '../../../test/roster-fixture';
import { keepRoster, openDoorStore, readDoor } from '../lib/door-store';
import UsherCheckInPage from './usher-check-in-page';

/**
 * The door's server: the PIN it holds opens it; anything else is asked for the PIN. Out of reach, no
 * call is answered; a revoked link is refused whatever the PIN.
 */
const door = vi.hoisted(() => {
  const pinOnServer = { value: '2468' };
  const reach = { value: 'up' as 'up' | 'down' | 'revoked' };
  const get = (_path: string, { headers }: { headers: Record<string, string> }) =>
    reach.value === 'down'
      ? Promise.reject(new Error('Network Error'))
      : reach.value === 'revoked'
        ? Promise.reject({
            response: {
              status: 401,
              headers: {},
              data: {
                message: 'Akses check-in ini tidak berlaku atau sudah dicabut pemilik undangan.',
                code: 'USHER_ACCESS_REVOKED',
              },
            },
          })
        : headers['x-usher-pin'] === pinOnServer.value
          ? Promise.resolve({
              data: {
                usherName: 'Dimas',
                invitation: { id: 'i', slug: 'sekar-bima', title: 'Sekar & Bima' },
              },
            })
          : Promise.reject({
              response: {
                status: 401,
                headers: {},
                data: { message: 'PIN salah atau belum diisi', code: 'PIN_REQUIRED' },
              },
            });
  return { pinOnServer, reach, get };
});
vi.mock(import('../../../lib/http-client'), async (importOriginal) => ({
  ...(await importOriginal()),
  createApiClient: () => ({ get: door.get }) as never,
}));
vi.mock('../components/check-in/door-screen', () => ({ DoorScreen: () => <p>Pintu terbuka</p> }));

beforeAll(async () => {
  await initI18n('id');
});
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  door.reach.value = 'up';
  sessionStorage.clear();
});
afterEach(cleanup);

/** The list this phone kept when the link was last opened online. */
async function keptOnPhone() {
  const db = await openDoorStore();
  await keepRoster(
    db,
    'rahasia-pintu',
    {
      usherName: 'Dimas',
      invitation: { id: 'i', slug: 'sekar-bima', title: 'Sekar & Bima' },
      checkInAllowed: true,
      sessions: [],
      guests: [rosterGuest()],
      at: '2026-11-28T03:00:00.000Z',
    },
    null,
  );
  return db;
}

/** One load of /check-in/:token, as a reload would: a fresh app and a fresh query cache. */
function openDoor() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/check-in/rahasia-pintu']}>
        <Routes>
          <Route path="/check-in/:token" element={<UsherCheckInPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the usher door', () => {
  it('keeps the PIN for the tab, so a reload opens the door again, and forgets a changed one', async () => {
    const user = userEvent.setup({ delay: null });
    openDoor();
    await user.type(await screen.findByLabelText('PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Buka' }));
    expect(await screen.findByText('Pintu terbuka')).toBeInTheDocument();

    cleanup();
    openDoor();
    expect(await screen.findByText('Pintu terbuka')).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN')).not.toBeInTheDocument();

    // The owner changes the PIN: the kept one is refused, then forgotten for the next reload.
    door.pinOnServer.value = '1357';
    cleanup();
    openDoor();
    expect(await screen.findByText('PIN salah atau belum diisi')).toBeInTheDocument();
    cleanup();
    openDoor();
    expect(await screen.findByLabelText('PIN')).toBeInTheDocument();
    expect(screen.queryByText('PIN salah atau belum diisi')).not.toBeInTheDocument();
  });

  it('opens offline from the list the phone kept, without the PIN the server would ask', async () => {
    const db = await keptOnPhone();
    door.reach.value = 'down';
    openDoor();
    expect(await screen.findByText('Pintu terbuka')).toBeInTheDocument();
    expect(screen.getByText('Sekar & Bima · penerima tamu: Dimas')).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN')).not.toBeInTheDocument();
    db.close();
  });

  it('says the network is out when the phone holds no list yet', async () => {
    door.reach.value = 'down';
    openDoor();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
    );
    expect(screen.queryByText('Pintu terbuka')).not.toBeInTheDocument();
  });

  it('forgets the kept list of a link the owner revoked, and keeps the door shut', async () => {
    const db = await keptOnPhone();
    door.reach.value = 'revoked';
    openDoor();
    expect(
      await screen.findByText('Akses check-in ini tidak berlaku atau sudah dicabut pemilik undangan.'),
    ).toBeInTheDocument();
    await vi.waitFor(async () => expect((await readDoor(db, 'rahasia-pintu')).kept).toBeNull());
    expect(screen.queryByText('Pintu terbuka')).not.toBeInTheDocument();
    db.close();
  });
});

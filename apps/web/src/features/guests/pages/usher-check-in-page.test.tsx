import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import UsherCheckInPage from './usher-check-in-page';

/** The door's server: the PIN it holds opens it; anything else is asked for the PIN. */
const door = vi.hoisted(() => {
  const pinOnServer = { value: '2468' };
  const get = (_path: string, { headers }: { headers: Record<string, string> }) =>
    headers['x-usher-pin'] === pinOnServer.value
      ? Promise.resolve({
          data: { usherName: 'Dimas', invitation: { id: 'i', slug: 'sekar-bima', title: 'Sekar & Bima' } },
        })
      : Promise.reject({
          response: {
            status: 401,
            headers: {},
            data: { message: 'PIN salah atau belum diisi', code: 'PIN_REQUIRED' },
          },
        });
  return { pinOnServer, get };
});
vi.mock(import('../../../lib/http-client'), async (importOriginal) => ({
  ...(await importOriginal()),
  createApiClient: () => ({ get: door.get }) as never,
}));
vi.mock('../components/check-in/door-screen', () => ({ DoorScreen: () => <p>Pintu terbuka</p> }));

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

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
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import type { THttpResponse } from '../../../lib/http-client';
import { initI18n } from '../../../lib/i18n';
import { notifications } from '../api/get-notifications';
import { NotificationsMenu } from './notifications-menu';

vi.mock('../../../lib/http', () => ({ http: { get: vi.fn() } }));
const get = vi.mocked(http.get);

const answer = (unread: number): THttpResponse<unknown> => ({
  data: { items: [], unread },
  status: 200,
  headers: {},
});

beforeAll(async () => {
  await initI18n('id');
});
beforeEach(() => {
  get.mockResolvedValue(answer(0));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The bell's accessible name must hold every number a sighted user sees on it (WCAG 2.5.3). */
describe('the notifications bell', () => {
  it('shows no number and says only "Buka notifikasi" when nothing is unread', async () => {
    render(<NotificationsMenu />);
    const bell = await screen.findByRole('button', { name: 'Buka notifikasi' });
    expect(bell).toHaveTextContent(/^$/);
  });

  it('names the unread count it shows, and "99+" past 99', async () => {
    get.mockResolvedValue(answer(3));
    render(<NotificationsMenu />);
    const bell = await screen.findByRole('button', { name: 'Buka notifikasi, 3 belum dibaca' });
    expect(bell).toHaveTextContent(/^3$/);

    act(() => notifications.set(() => ({ items: [], unread: 120 })));
    expect(screen.getByRole('button', { name: 'Buka notifikasi, 99+ belum dibaca' })).toHaveTextContent(
      /^99\+$/,
    );
  });

  it('drops the number once everything is read, rather than keeping the last one hidden in the page', async () => {
    get.mockResolvedValue(answer(4));
    render(<NotificationsMenu />);
    await screen.findByRole('button', { name: 'Buka notifikasi, 4 belum dibaca' });

    act(() => notifications.set(() => ({ items: [], unread: 0 })));
    const bell = screen.getByRole('button', { name: 'Buka notifikasi' });
    expect(bell).toHaveTextContent(/^$/);
  });
});

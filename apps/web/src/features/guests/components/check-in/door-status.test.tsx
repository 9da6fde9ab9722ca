import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../lib/i18n';
import { DoorStatus } from './door-status';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

const status = {
  online: false,
  waiting: 3,
  refreshedAt: '2026-11-28T03:42:00.000Z',
  settled: [
    {
      id: 'op-1',
      token: 't',
      status: 'already' as const,
      message: 'Siti Rahmawati sudah check-in 28/11 pukul 10.42 WIB oleh Mas Joko.',
    },
    {
      id: 'op-2',
      token: 't',
      status: 'flagged' as const,
      message: 'Dewi Lestari: 4 orang melebihi kuota 2 orang.',
    },
    { id: 'op-3', token: 't', status: 'refused' as const, message: 'Tamu tidak ditemukan di undangan ini.' },
  ],
  outcomeOf: () => undefined,
};

describe('the usher’s status line', () => {
  it('says offline, how many wait and how fresh the list is, and keeps each settled result until dismissed', async () => {
    const dismiss = vi.fn();
    render(<DoorStatus status={{ ...status, dismiss }} />);
    expect(screen.getByRole('status', { name: 'Status koneksi' })).toHaveTextContent(
      /^Offline · 3 menunggu dikirim · daftar diperbarui \d\d\.\d\d$/,
    );
    const results = screen.getAllByRole('alert');
    expect(results.map((alert) => alert.textContent)).toEqual(status.settled.map((result) => result.message));
    // Someone else first and a passed quota are warnings; a refusal is an error.
    expect(results.map((alert) => alert.className.match(/MuiAlert-color(\w+)/)?.[1])).toEqual([
      'Warning',
      'Warning',
      'Error',
    ]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[2]!);
    expect(dismiss).toHaveBeenCalledWith('op-3');
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckInSummary } from '@undangin/shared/guests/schemas';
import { initI18n } from '../../../../lib/i18n';
import { ArrivalsSummary } from './arrivals-summary';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

const summary: TCheckInSummary = {
  checkInAllowed: true,
  totalGuests: 150,
  checkedIn: 120,
  checkedInPax: 252,
  expectedPax: 260,
  walkIns: 2,
  groups: [],
  sessions: [
    {
      eventId: 'akad',
      name: 'Akad Nikah',
      date: '2026-11-28',
      expectedPax: 60,
      arrivedGuests: 20,
      arrivedPax: 40,
    },
    {
      eventId: 'resepsi',
      name: 'Resepsi',
      date: '2026-11-28',
      expectedPax: 200,
      arrivedGuests: 100,
      arrivedPax: 212,
    },
    {
      eventId: 'unduh',
      name: 'Unduh Mantu',
      date: '2026-12-05',
      expectedPax: 50,
      arrivedGuests: 0,
      arrivedPax: 50,
    },
  ],
  souvenirs: 97,
  recent: [],
};

describe('the door’s totals per session', () => {
  it('shows each session’s people against those expected, and warns the caterer only past the estimate', () => {
    render(<ArrivalsSummary summary={summary} />);
    const sessions = screen.getByRole('list', { name: 'Kedatangan per sesi' });
    const rows = within(sessions).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Akad Nikah: 40 / 60 orang',
      'Resepsi: 212 / 200 orangKedatangan melewati perkiraan (212 dari 200 orang): kabari katering.',
      'Unduh Mantu: 50 / 50 orang',
    ]);
    expect(within(rows[1]!).getByRole('alert')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('97 souvenir diberikan')).toBeInTheDocument();
  });
});

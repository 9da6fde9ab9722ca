import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckInGuest, TCheckInSummary } from '@undangin/shared/guests/schemas';
import { initI18n } from '../../../../lib/i18n';
import { arrivalFixture } from '../../../../test/arrival-fixture';
import { rosterGuest } from '../../../../test/roster-fixture';
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

describe('the door’s latest arrivals', () => {
  it('shows each guest at their latest arrival: its session, time, people and usher', () => {
    const harto: TCheckInGuest = rosterGuest({
      name: 'Keluarga Harto',
      arrivals: [
        arrivalFixture({ eventId: 'akad', at: '2026-11-28T01:00:00.000Z', pax: 3, byName: 'Andi' }),
        arrivalFixture({ eventId: 'resepsi', at: '2026-11-28T06:00:00.000Z', pax: 2, byName: 'Mas Joko' }),
      ],
    });
    render(<ArrivalsSummary summary={{ ...summary, recent: [harto] }} />);
    expect(screen.getByText('Keluarga Harto')).toBeInTheDocument();
    expect(screen.getByText(/^Resepsi · \d{2}\.\d{2} · 2 orang · Mas Joko$/)).toBeInTheDocument();
  });

  it('names no session when the invitation has one', () => {
    const budi = rosterGuest({
      name: 'Budi',
      arrivals: [arrivalFixture({ eventId: 'akad', pax: 1, byName: 'Andi' })],
    });
    render(
      <ArrivalsSummary summary={{ ...summary, sessions: summary.sessions.slice(0, 1), recent: [budi] }} />,
    );
    expect(screen.getByText(/^\d{2}\.\d{2} · 1 orang · Andi$/)).toBeInTheDocument();
  });
});

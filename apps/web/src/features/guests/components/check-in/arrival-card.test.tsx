import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCheckInGuest } from '@undangin/shared/guests/schemas';
import { initI18n } from '../../../../lib/i18n';
import { arrivalFixture } from '../../../../test/arrival-fixture';
import { rosterGuest } from '../../../../test/roster-fixture';
import { ArrivalCard } from './arrival-card';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

const harto: TCheckInGuest = rosterGuest({
  id: 'g-1',
  name: 'Keluarga Harto',
  salutation: null,
  quota: 4,
  members: [
    { id: 'm1', name: 'Pak Harto' },
    { id: 'm2', name: 'Bu Harto' },
    { id: 'm3', name: 'Dimas' },
  ],
  rsvpPax: 3,
});

/** The card at the door of a session (the akad, the invitation's first, unless told). */
function renderCard(guest: TCheckInGuest, sessionId = 'akad') {
  const onCheckIn = vi.fn();
  render(
    <ThemeProvider theme={createTheme()}>
      <ArrivalCard
        guest={guest}
        sessionId={sessionId}
        firstSessionId="akad"
        busy={false}
        error={null}
        onCheckIn={onCheckIn}
        onSouvenir={() => {}}
        onCancel={() => {}}
      />
    </ThemeProvider>,
  );
  return onCheckIn;
}

describe('the door with a household', { timeout: 30_000 }, () => {
  it('lets in part of the household: the members ticked, and pax follows them', async () => {
    const onCheckIn = renderCard(harto);
    const members = screen.getByRole('group', { name: 'Anggota keluarga yang datang' });
    expect(members).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pak Harto' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bu Harto' }));
    expect(screen.getByText('2', { selector: 'output' })).toBeInTheDocument();
    // Fewer people than the members ticked cannot be let in.
    expect(screen.getByRole('button', { name: 'Kurangi jumlah orang' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Check-in' }));
    expect(onCheckIn).toHaveBeenCalledWith(2, false, ['m1', 'm3']);
  });

  it('lets in later the members not yet in: those in are shown with who let them in and cannot be sent again', async () => {
    const partly: TCheckInGuest = {
      ...harto,
      quota: 3,
      arrivals: [
        arrivalFixture({
          at: '2026-06-14T11:05:00.000Z',
          pax: 2,
          members: [
            { id: 'm1', at: '2026-06-14T11:05:00.000Z', byName: 'Andi' },
            { id: 'm2', at: '2026-06-14T11:05:00.000Z', byName: 'Andi' },
          ],
        }),
      ],
    };
    const onCheckIn = renderCard(partly);
    expect(screen.getByText(/Sebagian sudah masuk: 2 orang/)).toBeInTheDocument();
    const pak = screen.getByRole('checkbox', { name: /Pak Harto/ });
    expect(pak).toBeChecked();
    expect(pak).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Bu Harto/ })).toHaveAccessibleName(
      /sudah masuk .* oleh Andi/,
    );
    expect(screen.getByRole('checkbox', { name: 'Dimas' })).toBeChecked();
    expect(screen.getByText('1', { selector: 'output' })).toBeInTheDocument();
    // One more than Dimas makes four against a quota of three: the door asks to confirm.
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah orang' }));
    await userEvent.click(screen.getByRole('button', { name: 'Konfirmasi & check-in' }));
    expect(onCheckIn).toHaveBeenCalledWith(2, true, ['m3']);
  });

  // The whole household came to the akad.
  const allIn: TCheckInGuest = {
    ...harto,
    arrivals: [
      arrivalFixture({
        at: '2026-06-14T11:05:00.000Z',
        pax: 3,
        members: ['m1', 'm2', 'm3'].map((id) => ({ id, at: '2026-06-14T11:05:00.000Z', byName: 'Andi' })),
      }),
    ],
  };

  it('tells a household all in as any guest already checked in', () => {
    renderCard(allIn);
    expect(screen.getByText(/Sudah check-in pukul .* oleh Andi \(3 orang\)/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('lets in at the resepsi every member who came to the akad', async () => {
    const onCheckIn = renderCard(allIn, 'resepsi');
    expect(screen.queryByText(/Sudah check-in|Sebagian sudah masuk/)).not.toBeInTheDocument();
    for (const name of ['Pak Harto', 'Bu Harto', 'Dimas']) {
      const member = screen.getByRole('checkbox', { name });
      expect(member).toBeChecked();
      expect(member).toBeEnabled();
    }
    expect(screen.getByText('3', { selector: 'output' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check-in' }));
    expect(onCheckIn).toHaveBeenCalledWith(3, false, ['m1', 'm2', 'm3']);
  });
});

describe('the door of one session', { timeout: 30_000 }, () => {
  const siti = rosterGuest({ rsvpPax: 2, arrivals: [arrivalFixture({ pax: 2 })] });

  it('shows the check-in form for a guest whose only arrival is at another session', async () => {
    const onCheckIn = renderCard(siti, 'resepsi');
    expect(screen.queryByText(/Sudah check-in/)).not.toBeInTheDocument();
    expect(screen.getByText('2', { selector: 'output' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check-in' }));
    expect(onCheckIn).toHaveBeenCalledWith(2, false, undefined);
  });

  it('tells the guest is in at the session they came to', () => {
    renderCard(siti);
    expect(screen.getByText(/Sudah check-in pukul .* oleh Andi \(2 orang\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check-in' })).not.toBeInTheDocument();
  });

  it('counts an arrival from before the invitation had sessions at its first session only', () => {
    const before = { ...siti, arrivals: [arrivalFixture({ eventId: null, pax: 2 })] };
    renderCard(before);
    expect(screen.getByText(/Sudah check-in pukul .* oleh Andi \(2 orang\)/)).toBeInTheDocument();
    cleanup();
    renderCard(before, 'resepsi');
    expect(screen.queryByText(/Sudah check-in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check-in' })).toBeInTheDocument();
  });
});

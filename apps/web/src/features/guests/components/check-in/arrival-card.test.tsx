import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCheckInGuest } from '@undangin/shared/guests/schemas';
import { initI18n } from '../../../../lib/i18n';
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

describe('the door with a household', { timeout: 30_000 }, () => {
  it('lets in part of the household: the members ticked, and pax follows them', async () => {
    const onCheckIn = vi.fn();
    render(
      <ThemeProvider theme={createTheme()}>
        <ArrivalCard
          guest={harto}
          busy={false}
          error={null}
          onCheckIn={onCheckIn}
          onSouvenir={() => {}}
          onCancel={() => {}}
        />
      </ThemeProvider>,
    );
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
    const onCheckIn = vi.fn();
    const partly: TCheckInGuest = {
      ...harto,
      quota: 3,
      checkedInAt: '2026-06-14T11:05:00.000Z',
      checkedInPax: 2,
      checkedInByName: 'Andi',
      checkedInMembers: [
        { id: 'm1', at: '2026-06-14T11:05:00.000Z', byName: 'Andi' },
        { id: 'm2', at: '2026-06-14T11:05:00.000Z', byName: 'Andi' },
      ],
    };
    render(
      <ThemeProvider theme={createTheme()}>
        <ArrivalCard
          guest={partly}
          busy={false}
          error={null}
          onCheckIn={onCheckIn}
          onSouvenir={() => {}}
          onCancel={() => {}}
        />
      </ThemeProvider>,
    );
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

  it('tells a household all in as any guest already checked in', () => {
    const allIn: TCheckInGuest = {
      ...harto,
      checkedInAt: '2026-06-14T11:05:00.000Z',
      checkedInPax: 3,
      checkedInByName: 'Andi',
      checkedInMembers: ['m1', 'm2', 'm3'].map((id) => ({
        id,
        at: '2026-06-14T11:05:00.000Z',
        byName: 'Andi',
      })),
    };
    render(
      <ThemeProvider theme={createTheme()}>
        <ArrivalCard
          guest={allIn}
          busy={false}
          error={null}
          onCheckIn={() => {}}
          onSouvenir={() => {}}
          onCancel={() => {}}
        />
      </ThemeProvider>,
    );
    expect(screen.getByText(/Sudah check-in pukul .* oleh Andi \(3 orang\)/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

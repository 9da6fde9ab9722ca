import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboardPageEnd } from '@undangin/shared/dashboard/schemas';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { PageEnds } from './page-ends';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(async () => {
  cleanup();
  await changeLanguage('id');
});

const RESEPSI = {
  kind: 'resepsi',
  customName: null,
  date: '2030-06-14',
  startTime: '11:00',
  timeZone: 'WIB',
} as const;

// Far ahead, so each page is still up whenever the test runs.
const end = (fields: Partial<TDashboardPageEnd> = {}): TDashboardPageEnd => ({
  invitationId: 'inv-1',
  title: 'Rara & Dimas',
  activeUntil: '2030-06-03T01:00:00.000Z',
  warning: null,
  lastEvent: RESEPSI,
  timeZone: 'WIB',
  ...fields,
});

function show(pageEnds: TDashboardPageEnd[]) {
  return render(
    <MemoryRouter>
      <PageEnds pageEnds={pageEnds} />
    </MemoryRouter>,
  );
}

describe('until when the couple’s invitation page is up, on the dashboard', () => {
  it('says until when guests can open the page, in the invitation’s zone, with nothing to press while it is fine', () => {
    show([end({ timeZone: 'WITA' })]);
    const section = screen.getByRole('region', { name: 'Masa aktif halaman' });
    expect(
      within(section).getByText('Halaman undanganmu bisa dibuka tamu sampai 3 Jun 2030, 09.00 WITA.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('warns plainly when the page stops before the last event, with one way to extend this invitation', async () => {
    show([end({ warning: 'beforeLastEvent' })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Halaman undanganmu bisa dibuka tamu sampai 3 Jun 2030, 08.00 WIB.');
    expect(alert).toHaveTextContent(
      'Masa aktif halaman undanganmu berakhir sebelum hari acaramu (Resepsi, 14 Jun 2030, 11.00 WIB). ' +
        'Perpanjang agar tamu tetap bisa membukanya di hari acara.',
    );
    expect(within(alert).getAllByRole('link')).toHaveLength(1);
    expect(within(alert).getByRole('link', { name: 'Perpanjang masa aktif' })).toHaveAttribute(
      'href',
      '/packages?invitationId=inv-1',
    );
  });

  it('warns that the page stops within the week after the last event, naming a custom event by its own name', async () => {
    show([
      end({
        warning: 'soonAfterLastEvent',
        activeUntil: '2030-06-18T01:00:00.000Z',
        lastEvent: { ...RESEPSI, kind: 'custom', customName: 'Syukuran' },
      }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Masa aktif halaman undanganmu berakhir kurang dari seminggu setelah acara terakhirmu (Syukuran, 14 Jun 2030, 11.00 WIB).',
    );
  });

  it('names each invitation when the couple has several, and leaves out a page without end', () => {
    show([
      end({ invitationId: 'inv-2', title: 'Sekar & Bima' }),
      end(),
      end({ invitationId: 'inv-3', title: 'Tanpa batas', activeUntil: null }),
    ]);
    expect(
      screen.getByText('Halaman undangan Sekar & Bima bisa dibuka tamu sampai 3 Jun 2030, 08.00 WIB.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Halaman undangan Rara & Dimas bisa dibuka tamu sampai 3 Jun 2030, 08.00 WIB.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Tanpa batas/)).toBeNull();
  });

  it('says since when a page that has ended is closed to guests', () => {
    show([end({ activeUntil: '2020-01-10T01:00:00.000Z' })]);
    expect(
      screen.getByText('Halaman undanganmu tidak bisa dibuka tamu lagi sejak 10 Jan 2020, 08.00 WIB.'),
    ).toBeInTheDocument();
  });

  it('shows nothing for an administrator, who has no invitation pages listed', () => {
    const { container } = show([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks English too', async () => {
    await changeLanguage('en');
    show([end({ warning: 'beforeLastEvent' })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Guests can open your invitation page until Jun 3, 2030, 8:00 AM WIB.');
    expect(alert).toHaveTextContent('ends before your event (Reception, Jun 14, 2030, 11:00 AM WIB)');
    expect(within(alert).getByRole('link', { name: 'Extend the active period' })).toBeInTheDocument();
  });
});

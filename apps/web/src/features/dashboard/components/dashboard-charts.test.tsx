import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboardChart } from '@undangin/shared/dashboard/schemas';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import DashboardCharts from './dashboard-charts';

const revenue: TDashboardChart = {
  key: 'billing.revenue',
  label: 'Pendapatan per bulan (Rp)',
  type: 'bar',
  categories: ['2026-10', '2026-11'],
  categoryFormat: 'month',
  series: [{ key: 'billing.revenue', label: 'Pendapatan', data: [0, 600_000] }],
};

const arrivals: TDashboardChart = {
  key: 'guests.arrivalsByGroup',
  label: 'Kedatangan per kelompok',
  type: 'bar',
  categories: ['Keluarga', 'Teman Kantor'],
  series: [
    { key: 'guests.arrived', label: 'Tamu datang', data: [3, 1] },
    { key: 'guests.arrivedPax', label: 'Orang datang', data: [7, 2] },
  ],
};

describe('dashboard charts', () => {
  beforeAll(async () => {
    await initI18n('en', ['dashboard']);
  });
  afterEach(cleanup);
  afterAll(async () => {
    await changeLanguage('id');
  });

  it('names the months and shortens the amounts in the reader’s language', async () => {
    render(<DashboardCharts charts={[revenue]} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Nov 2026' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Oct 2026' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '600,000' })).toBeInTheDocument();
    // The value axis steps in round short amounts.
    expect(screen.getByText('600K')).toBeInTheDocument();
    expect(screen.getByText('200K')).toBeInTheDocument();

    await changeLanguage('id');
    expect(await screen.findByRole('rowheader', { name: 'Okt 2026' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '600.000' })).toBeInTheDocument();
    expect(screen.getByText('600 rb')).toBeInTheDocument();
    await changeLanguage('en');
  });

  it('draws a bar per series in each group, each telling its number, and names the series', () => {
    render(<DashboardCharts charts={[arrivals]} />);
    expect(within(screen.getByRole('figure')).getByText('Arrivals per group')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Guests arrived', 'People']);
    expect(screen.getByTitle('Keluarga · People: 7')).toBeInTheDocument();
    expect(screen.getByTitle('Teman Kantor · Guests arrived: 1')).toBeInTheDocument();
  });
});

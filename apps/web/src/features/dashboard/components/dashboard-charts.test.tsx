import { cleanup, render, screen } from '@testing-library/react';
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

describe('dashboard charts', () => {
  beforeAll(async () => {
    await initI18n('en', ['dashboard']);
  });
  afterEach(cleanup);
  afterAll(async () => {
    await changeLanguage('id');
  });

  it('names the months and shortens the amounts in the reader’s language', async () => {
    render(
      <div style={{ width: 600 }}>
        <DashboardCharts charts={[revenue]} />
      </div>,
    );
    expect(await screen.findByText('Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Oct 2026')).toBeInTheDocument();
    expect(screen.getByText('600K')).toBeInTheDocument();

    await changeLanguage('id');
    expect(await screen.findByText('Okt 2026')).toBeInTheDocument();
    expect(screen.getByText('600 rb')).toBeInTheDocument();
  });
});

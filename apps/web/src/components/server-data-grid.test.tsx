import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { setScreenWidth } from '../test/screen-width';
import { ServerDataGrid } from './server-data-grid';

type TRow = { id: string; name: string; status: string; note: string | null; amount: number };

const onOpen = vi.fn();
const columns: GridColDef<TRow>[] = [
  { field: 'name', headerName: 'Nama', flex: 1 },
  { field: 'status', headerName: 'Status', renderCell: ({ row }) => <Chip label={row.status} /> },
  { field: 'note', headerName: 'Catatan', sortable: false },
  { field: 'amount', headerName: 'Jumlah', valueFormatter: (value: number) => `Rp ${value}` },
  {
    field: 'open',
    headerName: '',
    sortable: false,
    renderCell: ({ row }) => <Button onClick={() => onOpen(row.id)}>{`Buka ${row.name}`}</Button>,
  },
];

function renderGrid(rows: TRow[], onSortModelChange = vi.fn(), hideFirst?: string[]) {
  render(
    <ThemeProvider theme={createTheme()}>
      <ServerDataGrid<TRow>
        aria-label="Daftar uji"
        list={{ data: { data: rows, total: rows.length }, isFetching: false, isError: false, error: null }}
        columns={columns}
        card={{ title: 'name', status: ['status'], actions: 'open' }}
        hideFirst={hideFirst}
        paging={{ page: 1, perPage: 10 }}
        onPagingChange={vi.fn()}
        sortModel={[{ field: 'name', sort: 'asc' }]}
        onSortModelChange={onSortModelChange}
        localeText={{ noRowsLabel: 'Belum ada apa-apa' }}
      />
    </ThemeProvider>,
  );
  return { onSortModelChange };
}

beforeAll(async () => {
  await initI18n('id');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('a server table on a phone', () => {
  it(
    'shows each row as a card: title, state, labelled values (empty ones left out) and its action',
    { timeout: 30_000 },
    async () => {
      setScreenWidth(360);
      renderGrid([{ id: 'a', name: 'Sekar', status: 'Lunas', note: null, amount: 99000 }]);
      expect(screen.queryByRole('grid')).toBeNull();
      const card = within(screen.getByRole('listitem'));
      expect(card.getByText('Sekar')).toBeVisible();
      expect(card.getByText('Lunas')).toBeVisible();
      expect(card.getByText('Jumlah')).toBeVisible();
      expect(card.getByText('Rp 99000')).toBeVisible();
      expect(card.queryByText('Catatan')).toBeNull();
      await userEvent.click(card.getByRole('button', { name: 'Buka Sekar' }));
      expect(onOpen).toHaveBeenCalledWith('a');
    },
  );

  it('sorts by the sortable columns and says when there is nothing', { timeout: 30_000 }, async () => {
    setScreenWidth(360);
    const { onSortModelChange } = renderGrid([]);
    expect(screen.getByText('Belum ada apa-apa')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Urutan naik' }));
    expect(onSortModelChange).toHaveBeenCalledWith([{ field: 'name', sort: 'desc' }], {});
    await userEvent.click(screen.getByRole('combobox', { name: 'Urutkan menurut' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Nama',
      'Status',
      'Jumlah',
    ]);
  });

  it('is the table again from 600 px', { timeout: 30_000 }, () => {
    setScreenWidth(600);
    renderGrid([{ id: 'a', name: 'Sekar', status: 'Lunas', note: null, amount: 99000 }]);
    expect(screen.getByRole('grid', { name: 'Daftar uji' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Daftar uji' })).toBeNull();
  });
});

describe('a server table narrower than its columns', () => {
  it('leaves out the spare columns, first to go first, only as many as it must', { timeout: 30_000 }, () => {
    setScreenWidth(1280);
    // Five columns of 100 px and the grid's border need 502 px; the table has 420.
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // Only the box the table sits in: the grid's own measures stay jsdom's.
      return this.firstElementChild?.classList.contains('MuiDataGrid-root')
        ? ({ width: 420 } as DOMRect)
        : measure.call(this);
    });
    renderGrid([{ id: 'a', name: 'Sekar', status: 'Lunas', note: 'catatan', amount: 99000 }], vi.fn(), [
      'note',
      'amount',
    ]);
    const grid = screen.getByRole('grid', { name: 'Daftar uji' });
    // The note went; the amount, next in line, still fits.
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nama', 'Status', 'Jumlah', '']);
  });
});

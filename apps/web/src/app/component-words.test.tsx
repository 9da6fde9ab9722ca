import { enUS as coreEn, idID as coreId } from '@mui/material/locale';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { enUS as gridEn, idID as gridId } from '@mui/x-data-grid/locales';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useGridLocaleText } from '../components/server-data-grid';
import { initI18n } from '../lib/i18n';
import { MuiWordsScreen } from './mui-words-screen';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

type TWords = Record<string, unknown>;

/**
 * Every English word a library ships as a default (text or a function's answer for sample values),
 * except those the Indonesian locale keeps as they are ("Filter", "Menu", "Operator" are Indonesian too).
 */
function englishDefaults(english: TWords, indonesian: TWords): string[] {
  const say = (value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      const sample = (value as (...args: unknown[]) => unknown)(
        { from: 1, to: 6, count: 6, page: 1, estimated: undefined },
        1,
        false,
      );
      return typeof sample === 'string' ? [sample] : [];
    }
    return [];
  };
  return Object.entries(english).flatMap(([key, value]) => {
    const kept = new Set(say(indonesian[key]));
    return say(value).filter((text) => /[A-Za-z]{2,}/.test(text) && !kept.has(text));
  });
}

const coreProps = (locale: typeof coreEn) =>
  Object.assign(
    {},
    ...Object.values(locale.components ?? {}).map(
      (component) => (component as { defaultProps?: TWords }).defaultProps ?? {},
    ),
  ) as TWords;

const ENGLISH = [
  ...englishDefaults(
    gridEn.components.MuiDataGrid.defaultProps.localeText as TWords,
    gridId.components.MuiDataGrid.defaultProps.localeText as TWords,
  ),
  ...englishDefaults(coreProps(coreEn), coreProps(coreId)),
  // The paging sentence's joining word, whatever the numbers.
  'of',
];

/** What a person reads or hears: the text, and the names and hints of every element. */
function everythingSaid(): string {
  const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
  );
  const page = document.body.cloneNode(true) as HTMLElement;
  page.querySelectorAll('style').forEach((style) => style.remove());
  return [page.textContent ?? '', ...attributes].join('\n');
}

function expectNoEnglish() {
  const said = everythingSaid();
  const found = ENGLISH.filter((text) =>
    new RegExp(`(^|[^A-Za-z])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`).test(said),
  );
  expect(found).toEqual([]);
}

type TRow = { id: number; name: string; group: string };
const ROWS: TRow[] = [
  { id: 1, name: 'Siti Rahmawati', group: 'Keluarga' },
  { id: 2, name: 'Budi Santoso', group: 'Teman Kantor' },
];

function Grid({ rows }: { rows: TRow[] }) {
  const localeText = useGridLocaleText();
  const columns: GridColDef<TRow>[] = [
    { field: 'name', headerName: 'Nama', width: 200 },
    { field: 'group', headerName: 'Kelompok', width: 160 },
  ];
  return (
    <DataGrid
      aria-label="Daftar tamu"
      rows={rows}
      columns={columns}
      localeText={localeText}
      pageSizeOptions={[5, 10]}
      initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      checkboxSelection
      autoHeight
    />
  );
}

function Screen({ rows = ROWS }: { rows?: TRow[] }) {
  return (
    <MuiWordsScreen page={1}>
      <Autocomplete
        options={['Keluarga', 'Teman Kantor']}
        defaultValue="Keluarga"
        renderInput={(params) => <TextField {...params} label="Kelompok" />}
      />
      <Grid rows={rows} />
    </MuiWordsScreen>
  );
}

describe('the words of every component library, in Indonesian', () => {
  it('knows the English it is looking for', () => {
    for (const text of ['Go to previous page', 'Rows per page:', 'No rows', 'Columns', 'Filters', 'of'])
      expect(ENGLISH).toContain(text);
  });

  it('leaves no English in paging, alerts, combo boxes and the data grid', { timeout: 60_000 }, async () => {
    render(<Screen />);
    const grid = screen.getByRole('grid', { name: 'Daftar tamu' });
    expect(screen.getByText('1–2 dari 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Kosongkan', { selector: 'button' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tampilkan pilihan', hidden: true })).toBeInTheDocument();
    expectNoEnglish();

    const user = userEvent.setup({ delay: null });
    // The combo box open with nothing matching.
    const combo = screen.getByRole('combobox', { name: 'Kelompok' });
    await user.clear(combo);
    await user.type(combo, 'zzz');
    expect(await screen.findByText('Tidak ada pilihan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sembunyikan pilihan', hidden: true })).toBeInTheDocument();
    expectNoEnglish();
    await user.keyboard('{Escape}');

    // The grid's column menu, its filter panel and its columns panel.
    await user.click(within(grid).getByLabelText('Menu kolom Nama', { selector: 'button' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Urutkan menaik')).toBeInTheDocument();
    expectNoEnglish();
    await user.click(within(menu).getByText('Filter'));
    expect((await screen.findAllByText('Operator')).length).toBeGreaterThan(0);
    expectNoEnglish();
  });

  it('says so in Indonesian when the grid has no rows', () => {
    render(<Screen rows={[]} />);
    expect(screen.getByText('Tidak ada baris')).toBeInTheDocument();
    expectNoEnglish();
  });
});

import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TRsvpQuestion } from '@undangin/shared/invitations/rsvp-questions';
import { MENU_QUESTION } from '@undangin/shared/test/rsvp-questions';
import { initI18n } from '../../../lib/i18n';
import { guestFixture } from '../../../test/guest-fixture';
import { setScreenWidth } from '../../../test/screen-width';
import { GuestTable } from './guest-table';

const MENU: TRsvpQuestion = {
  ...MENU_QUESTION,
  options: [
    { id: 'o1', label: { id: 'Ayam' }, archived: false },
    { id: 'o2', label: { id: 'Sapi' }, archived: true },
  ],
};
const PARKING: TRsvpQuestion = {
  ...MENU,
  id: 'q2',
  label: { id: 'Parkir' },
  per: 'household',
  archived: true,
};

const SITI = guestFixture({
  questionAnswers: [
    { questionId: 'q1', personKey: 'self', value: 'o1' },
    { questionId: 'q1', personKey: 'p:1', value: 'o2' },
    { questionId: 'q2', personKey: 'household', value: 'o1' },
  ],
});

function renderTable() {
  render(
    <ThemeProvider theme={createTheme()}>
      <GuestTable
        rows={[SITI]}
        total={1}
        loading={false}
        page={1}
        perPage={10}
        onPageChange={vi.fn()}
        sortBy="createdAt"
        orderBy="desc"
        onSortChange={vi.fn()}
        selection={{ type: 'include', ids: new Set() }}
        onSelectionChange={vi.fn()}
        messages={undefined}
        questions={[MENU, PARKING]}
        onSend={vi.fn()}
        onCopyMessage={vi.fn()}
        onCopyLink={vi.fn()}
        onEdit={vi.fn()}
        onPrintCard={vi.fn()}
        onDelete={vi.fn()}
      />
    </ThemeProvider>,
  );
}

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

/** Issue 17 part 2: the couple's questions as the guest list's columns. */
describe('GuestTable: answers to the couple’s questions', () => {
  it('gives each question a column with the guest’s answers per person, removed ones named as such', () => {
    setScreenWidth(2400);
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Pilihan menu' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Parkir (pertanyaan dihapus)' })).toBeTruthy();
    expect(
      screen.getByRole('gridcell', { name: 'Siti Rahmawati: Ayam; Tamu pendamping 1: Sapi (opsi dihapus)' }),
    ).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'Ayam' })).toBeTruthy();
  });

  it('shows the answers on a phone’s card, labelled by the question', () => {
    setScreenWidth(360);
    renderTable();
    expect(screen.getByText('Pilihan menu')).toBeTruthy();
    expect(screen.getByText('Siti Rahmawati: Ayam; Tamu pendamping 1: Sapi (opsi dihapus)')).toBeTruthy();
  });
});

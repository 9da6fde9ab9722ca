import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TRsvpQuestionList, TRsvpQuestionsSave } from '@undangin/shared/invitations/rsvp-questions';
import { ALLERGY_QUESTION, MENU_QUESTION } from '@undangin/shared/test/rsvp-questions';
import { http } from '../../../lib/http';
import { initI18n } from '../../../lib/i18n';
import { rsvpQuestionsKey } from '../api/get-rsvp-questions';
import { RsvpQuestionsDialog } from './rsvp-questions-dialog';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const EVENTS = [
  { id: 'akad', label: 'Akad Nikah' },
  { id: 'resepsi', label: 'Resepsi' },
];

const MENU: TRsvpQuestionList = {
  questions: [{ ...MENU_QUESTION, eventId: 'resepsi' }, ALLERGY_QUESTION],
  answered: { q1: 3 },
};

function renderDialog(list: TRsvpQuestionList) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(rsvpQuestionsKey('i1'), list);
  const onClose = vi.fn();
  const put = vi
    .spyOn(http, 'put')
    .mockImplementation(() =>
      Promise.resolve({ data: { ...list, questions: [] } } as Awaited<ReturnType<typeof http.put>>),
    );
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <RsvpQuestionsDialog invitationId="i1" events={EVENTS} onClose={onClose} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  const sent = () => put.mock.calls[0]?.[1] as TRsvpQuestionsSave | undefined;
  return { put, sent, onClose };
}

describe('RsvpQuestionsDialog', () => {
  it('shows each question with its answers so far and only the options still offered', () => {
    renderDialog(MENU);
    const menu = screen.getByRole('region', { name: 'Pilihan menu' });
    expect(within(menu).getByText('Pertanyaan 1 · sudah 3 jawaban')).toBeTruthy();
    expect(within(menu).getByLabelText('Pilihan 1')).toHaveProperty('value', 'Ayam');
    expect(within(menu).getByLabelText('Pilihan 2')).toHaveProperty('value', 'Ikan');
    expect(within(menu).queryByLabelText('Pilihan 3')).toBeNull();
  });

  it('adds a menu question with its choices and saves the whole list in order', async () => {
    const user = userEvent.setup();
    const { sent, onClose } = renderDialog({ questions: [], answered: {} });
    expect(screen.getByText('Belum ada pertanyaan.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tambah pertanyaan' }));
    const question = screen.getByRole('region', { name: 'Pertanyaan 1' });
    await user.type(within(question).getByLabelText('Pertanyaan (Bahasa Indonesia)'), 'Pilihan menu');
    await user.type(within(question).getByLabelText('Pilihan 1'), 'Ayam');
    await user.type(within(question).getByLabelText('Pilihan 2'), 'Ikan');
    await user.click(within(question).getByRole('button', { name: 'Tambah pilihan' }));
    await user.type(within(question).getByLabelText('Pilihan 3'), 'Vegetarian');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(sent()).toEqual({
      questions: [
        {
          kind: 'single',
          label: { id: 'Pilihan menu' },
          required: true,
          per: 'person',
          eventId: null,
          options: [{ label: { id: 'Ayam' } }, { label: { id: 'Ikan' } }, { label: { id: 'Vegetarian' } }],
        },
      ],
    });
    expect(onClose).toHaveBeenCalled();
    // Typed letter by letter on a shared machine: slower than the default 5 s.
  }, 20_000);

  it('moves a question up and removes an option, keeping the ids of what stays', async () => {
    const user = userEvent.setup();
    const { sent } = renderDialog(MENU);
    await user.click(screen.getByRole('button', { name: 'Naikkan Alergi' }));
    const menu = screen.getByRole('region', { name: 'Pilihan menu' });
    await user.click(within(menu).getByRole('button', { name: 'Hapus pilihan 2' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(sent()?.questions.map((q) => [q.id, q.options?.map((o) => o.id)])).toEqual([
      ['q2', []],
      ['q1', ['o1']],
    ]);
  });

  it('shows the server’s message beside the field it names', async () => {
    const user = userEvent.setup();
    const { put } = renderDialog(MENU);
    put.mockRejectedValueOnce({
      response: {
        status: 422,
        headers: {},
        data: {
          message: 'Data yang dikirim tidak valid',
          errors: { 'questions.0.label.id': ['Pertanyaan wajib diisi'] },
        },
      },
    });
    await user.clear(screen.getAllByLabelText('Pertanyaan (Bahasa Indonesia)')[0]!);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pertanyaan wajib diisi')).toBeTruthy();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../lib/i18n';
import { MuiWordsScreen } from './mui-words-screen';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);
afterAll(async () => {
  await changeLanguage('id');
});

const Screen = () => <MuiWordsScreen />;

describe("MUI's own words", () => {
  it('speak Indonesian: paging and the closing button, with no English left', () => {
    render(<Screen />);
    expect(screen.getByText('1–25 dari 60')).toBeInTheDocument();
    expect(screen.getByText('Per halaman')).toBeInTheDocument();
    for (const name of [
      'Ke halaman pertama',
      'Ke halaman sebelumnya',
      'Ke halaman berikutnya',
      'Ke halaman terakhir',
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sembunyikan pesan' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\bof\b|Rows per page/);
  });

  it('follow a change of language', async () => {
    render(<Screen />);
    await act(() => changeLanguage('en'));
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss the message' })).toBeInTheDocument();
  });
});

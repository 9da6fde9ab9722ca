import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http-client';
import { http } from '../../../lib/http';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import LoginPage from './login-page';

vi.mock('../../../lib/http', () => ({ http: { post: vi.fn() } }));
vi.mock('../../../lib/session', () => ({ saveSession: vi.fn(() => Promise.resolve()) }));
const post = vi.mocked(http.post);

const refused = (status: number, data: unknown) =>
  new HttpError(`Request failed with status code ${status}`, { status, data, headers: {} });

beforeAll(async () => {
  await initI18n('id');
});
beforeEach(() => post.mockReset());
afterEach(cleanup);

function renderPage(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: () => <p>Halaman tujuan</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Masuk', () => {
  it('checks the fields with the shared rule and puts the focus on the first one in error', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Email wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'sari@');
    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await waitFor(() => expect(screen.queryByText('Format email tidak valid')).not.toBeInTheDocument());
  });

  it('sends the cleaned-up values and follows "to" once signed in', async () => {
    const user = userEvent.setup({ delay: null });
    post.mockResolvedValue({
      status: 200,
      headers: {},
      data: { accessToken: 't', userData: { id: 'u' }, userAbilityRules: [] },
    });
    const router = renderPage('/login?to=%2Fguests');
    await user.type(screen.getByLabelText('Email'), '  Sari@Example.com ');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'rahasia-sekali');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Halaman tujuan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/guests');
    expect(post).toHaveBeenCalledWith('/user/login', {
      email: 'sari@example.com',
      password: 'rahasia-sekali',
    });
  });

  it("shows the API's per-field message on its field, and other refusals above the form", async () => {
    const user = userEvent.setup({ delay: null });
    post.mockRejectedValueOnce(
      refused(422, { message: 'Data tidak valid', errors: { password: ['Email atau password salah'] } }),
    );
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'sari@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'salah-sekali');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Email atau password salah')).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    post.mockRejectedValueOnce(refused(429, { message: 'Terlalu banyak percobaan' }));
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('offers to send the confirmation mail again to an unconfirmed account', async () => {
    const user = userEvent.setup({ delay: null });
    post.mockRejectedValueOnce(
      refused(403, { message: 'Email belum dikonfirmasi', code: 'EMAIL_NOT_VERIFIED' }),
    );
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'baru@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'rahasia-sekali');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    const resend = await screen.findByRole('button', { name: /kirim ulang/i });
    expect(resend).toBeInTheDocument();
    expect(screen.getAllByLabelText('Email').at(-1)).toHaveValue('baru@example.com');
  });

  it('answers a wrong address or password above the form, without saying which one or marking a field', async () => {
    const user = userEvent.setup({ delay: null });
    // The API's answer as it is: the sentence is also filed under email.
    post.mockRejectedValueOnce(
      refused(422, {
        message: 'Email atau password salah',
        errors: { email: ['Email atau password salah'] },
      }),
    );
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'sari@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'salah-sekali');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau password salah');
    expect(screen.getAllByText('Email atau password salah')).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('resends the confirmation to the address just signed in with, without a second address field', async () => {
    const user = userEvent.setup({ delay: null });
    post.mockRejectedValueOnce(
      refused(403, { message: 'Email belum dikonfirmasi', code: 'EMAIL_NOT_VERIFIED' }),
    );
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'baru@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'rahasia-sekali');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await user.click(await screen.findByRole('button', { name: 'Kirim ulang email konfirmasi' }));
    expect(screen.getAllByLabelText('Email')).toHaveLength(1);
    expect(post).toHaveBeenLastCalledWith('/user/email/resend', { email: 'baru@example.com' });
    expect(await screen.findByText(/email konfirmasi baru sudah kami kirim/)).toBeInTheDocument();
  });

  it('shows a visitor where to read what Undangin is, its templates and prices, in the form’s language', async () => {
    renderPage();
    expect(screen.getByText('Apa itu Undangin?', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat template & harga' })).toHaveAttribute('href', '/beranda');
    cleanup();
    await changeLanguage('en');
    try {
      renderPage();
      expect(screen.getByRole('link', { name: 'See templates & prices' })).toHaveAttribute(
        'href',
        '/beranda?lang=en',
      );
    } finally {
      await changeLanguage('id');
    }
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import ProfilePasswordPage from './profile-password-page';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProfilePasswordPage />
    </QueryClientProvider>,
  );
}

describe('Pengaturan - Password', () => {
  it(
    'asks for the current password and the registration rule, and checks the confirmation',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Pengaturan - Password' })).toBeInTheDocument();
      await user.type(screen.getByLabelText(/Password baru/), 'pendek');
      await user.type(screen.getByLabelText(/Ulangi password baru/), 'berbeda');
      await user.click(screen.getByRole('button', { name: 'Ganti password' }));
      expect(await screen.findByText('Password saat ini wajib diisi')).toBeInTheDocument();
      expect(screen.getByText('Password minimal 8 karakter')).toBeInTheDocument();
      expect(screen.getByText('Konfirmasi password tidak sama')).toBeInTheDocument();
    },
  );
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProfile } from '@undangin/shared/profile/schemas';
import { initI18n } from '../../../lib/i18n';
import { ProfileForm } from './profile-form';

const mutateAsync = vi.fn();
vi.mock('../api/update-profile', () => ({
  useUpdateProfile: () => ({ mutateAsync, isPending: false }),
}));

const profile: TProfile = {
  userData: {
    id: '5f0c6c3e-2b1a-4d8e-9f00-000000000001',
    name: 'Rina Pratama',
    email: 'rina@example.test',
    role: 'user',
    phone: null,
    avatarUrl: null,
    language: 'id',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  pendingEmail: null,
};

beforeAll(async () => {
  await initI18n('id');
});
beforeEach(() => {
  mutateAsync.mockReset();
  mutateAsync.mockImplementation(async (body: { email: string }) => ({
    ...profile,
    pendingEmail: body.email === profile.userData.email ? null : body.email,
    message: 'Profil disimpan',
  }));
});
afterEach(cleanup);

describe('the profile form', () => {
  it(
    'asks for the current password only when the e-mail changes, and sends it',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      render(<ProfileForm profile={profile} />);
      expect(screen.queryByLabelText(/Password saat ini/)).not.toBeInTheDocument();

      const email = screen.getByLabelText(/^Email/);
      await user.clear(email);
      await user.type(email, 'rina.baru@example.test');
      const password = screen.getByLabelText(/Password saat ini/);
      expect(
        screen.getByText('Untuk mengganti email, masukkan password yang kamu pakai sekarang.'),
      ).toBeVisible();
      await user.type(password, 'Kebun-Teh-123');
      await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
      expect(mutateAsync).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'rina.baru@example.test', currentPassword: 'Kebun-Teh-123' }),
      );
    },
  );

  it('saves a name without a password', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProfileForm profile={profile} />);
    const name = screen.getByLabelText(/^Nama/);
    await user.clear(name);
    await user.type(name, 'Rina Kusuma');
    await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    expect(mutateAsync.mock.calls[0]![0]).toMatchObject({ name: 'Rina Kusuma', email: 'rina@example.test' });
    expect(mutateAsync.mock.calls[0]![0].currentPassword).toBeUndefined();
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

function renderDialog(props: { busy?: boolean; error?: string | null } = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Hapus 3 tamu?"
      message="Tamu yang dihapus tidak dapat dikembalikan."
      confirmLabel="Hapus"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('is named by its title and puts the focus on the safe choice', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Hapus 3 tamu?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();
  });

  it('confirms with the confirm button and cancels with the other', async () => {
    const { onConfirm, onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows why the action failed', () => {
    renderDialog({ error: 'Tamu tidak ditemukan' });
    expect(screen.getByRole('alert')).toHaveTextContent('Tamu tidak ditemukan');
  });

  it('cannot be confirmed twice while the action runs', () => {
    renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: /Hapus/ })).toBeDisabled();
  });
});

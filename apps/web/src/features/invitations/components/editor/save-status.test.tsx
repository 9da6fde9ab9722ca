import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../lib/i18n';
import { ConflictDialog } from './conflict-dialog';
import { SaveStatus } from './save-status';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

describe('SaveStatus', () => {
  it.each([
    ['saved', 'Tersimpan'],
    ['pending', 'Menyimpan…'],
    ['saving', 'Menyimpan…'],
    ['error', 'Gagal menyimpan'],
  ] as const)('shows %s as "%s"', (status, text) => {
    render(<SaveStatus status={status} onRetry={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('after a failure says why and offers to save again', async () => {
    const onRetry = vi.fn();
    render(<SaveStatus status="error" message="Alamat undangan ini sudah dipakai" onRetry={onRetry} />);
    expect(screen.getByText('Alamat undangan ini sudah dipakai')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba simpan lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('ConflictDialog', () => {
  it('lets the user load the newer version or overwrite it knowingly', async () => {
    const onReload = vi.fn(() => Promise.resolve());
    const onOverwrite = vi.fn(() => Promise.resolve());
    render(<ConflictDialog open onReload={onReload} onOverwrite={onOverwrite} />);

    expect(screen.getByRole('dialog', { name: 'Undangan diubah di tempat lain' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Muat versi terbaru' }));
    expect(onReload).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Timpa dengan perubahanku' }));
    expect(onOverwrite).toHaveBeenCalledOnce();
  });

  it('stays open with the reason when the choice fails', async () => {
    render(<ConflictDialog open onReload={() => Promise.reject(new Error('offline'))} onOverwrite={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Muat versi terbaru' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZAdminUnpublishBody } from '@undangin/shared/invitations/schemas';
import { initI18n } from '../lib/i18n';
import { ReasonDialog, type TReasonBody } from './reason-dialog';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

function renderDialog(onSubmit: (body: TReasonBody) => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <ReasonDialog
      open
      title="Turunkan /u/ani-budi?"
      text="Pemilik membaca alasannya."
      label="Alasan"
      hint="Minimal 5 karakter."
      confirmLabel="Turunkan"
      schema={ZAdminUnpublishBody}
      busy={false}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { onClose, reason: screen.getByRole('textbox', { name: /Alasan/ }) };
}

describe('ReasonDialog', () => {
  it('sends the trimmed reason and closes as done', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { onClose, reason } = renderDialog(onSubmit);
    expect(screen.getByRole('dialog', { name: 'Turunkan /u/ani-budi?' })).toBeInTheDocument();
    expect(reason).toHaveFocus();
    await userEvent.type(reason, '  Penipuan  ');
    await userEvent.click(screen.getByRole('button', { name: 'Turunkan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Penipuan' });
  });

  it('refuses a reason the endpoint would refuse, in its words, without sending it', async () => {
    const onSubmit = vi.fn();
    const { reason } = renderDialog(onSubmit);
    await userEvent.type(reason, 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Turunkan' }));
    expect(await screen.findByText('Alasan minimal 5 karakter')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the reason on the field and stays open", async () => {
    const { onClose, reason } = renderDialog(() =>
      Promise.reject({
        response: {
          status: 422,
          headers: {},
          data: { message: 'Data tidak valid', errors: { reason: ['Alasan terlalu umum'] } },
        },
      }),
    );
    await userEvent.type(reason, 'Penipuan');
    await userEvent.click(screen.getByRole('button', { name: 'Turunkan' }));
    expect(await screen.findByText('Alasan terlalu umum')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels with Batal and forgets what was typed', async () => {
    const { onClose, reason } = renderDialog(vi.fn());
    await userEvent.type(reason, 'Penipuan');
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onClose).toHaveBeenCalledWith(false);
    expect(reason).toHaveValue('');
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '@undangin/shared/users/schemas';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { AuditSentence } from './audit-sentence';

let i18n: Awaited<ReturnType<typeof initI18n>>;
beforeAll(async () => {
  i18n = await initI18n('id');
});
afterEach(async () => {
  cleanup();
  await changeLanguage('id');
});

const RINA = { id: '7d1f7c1e-0000-4000-8000-000000000001', name: 'Rina Admin', email: 'rina@undangin.test' };
const SUBJECT_ID = '5b0c2a9e-0000-4000-8000-0000000000aa';

function entry(action: string, subjectType: string, fields: Partial<TAuditEntry> = {}): TAuditEntry {
  return {
    id: 'e1',
    actor: RINA,
    action,
    subjectType,
    subjectId: SUBJECT_ID,
    subject: { name: null, detail: null, amount: null, deleted: false },
    before: null,
    after: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    ...fields,
  };
}

const user = { name: 'Budi Santoso', detail: 'budi@example.test', amount: null, deleted: false };
const template = { name: 'Melati', detail: null, amount: null, deleted: false };
const pkg = { name: 'Premium', detail: null, amount: 199_000, deleted: false };
const bank = { name: 'Bank Mandiri', detail: '1370012345678', amount: null, deleted: false };
const invitation = { name: 'Sekar & Bima', detail: 'sekar-dan-bima', amount: null, deleted: false };
const payment = { name: 'INV-20261120-0007', detail: 'Premium', amount: 199_123, deleted: false };

/** Every action the API records (grep recordAudit / recordActorAudit), and the sentence it reads as. */
const SENTENCES: [TAuditEntry, string][] = [
  [
    entry('user.role_change', 'user', { subject: user, before: { role: 'user' }, after: { role: 'admin' } }),
    'Rina Admin mengubah peran Budi Santoso dari Pengguna menjadi Administrator',
  ],
  [entry('user.suspend', 'user', { subject: user }), 'Rina Admin menangguhkan akun Budi Santoso'],
  [entry('user.activate', 'user', { subject: user }), 'Rina Admin mengaktifkan kembali akun Budi Santoso'],
  [
    entry('user.resend_confirmation', 'user', { subject: user }),
    'Rina Admin mengirim ulang email konfirmasi kepada Budi Santoso',
  ],
  [
    entry('profile.email_change', 'user', {
      subject: user,
      before: { email: 'rina@lama.test' },
      after: { email: 'rina@undangin.test' },
    }),
    'Rina Admin mengganti email akunnya dari rina@lama.test menjadi rina@undangin.test',
  ],
  [
    entry('profile.delete', 'user', {
      actor: null,
      subject: { ...user, name: null, detail: null, deleted: true },
    }),
    'Seorang pengguna menghapus akunnya beserta semua datanya',
  ],
  [entry('template.create', 'template', { subject: template }), 'Rina Admin membuat template Melati'],
  [entry('template.update', 'template', { subject: template }), 'Rina Admin mengubah template Melati'],
  [
    entry('template.delete', 'template', { subject: { ...template, deleted: true } }),
    'Rina Admin menghapus template Melati (sudah dihapus)',
  ],
  [entry('template.reorder', 'template', { subjectId: null }), 'Rina Admin mengubah urutan template'],
  [
    entry('template.thumbnail_upload', 'template', { subject: template }),
    'Rina Admin mengunggah thumbnail template Melati',
  ],
  [
    entry('template.thumbnail_remove', 'template', { subject: template }),
    'Rina Admin menghapus thumbnail template Melati',
  ],
  [
    entry('package.create', 'package', { subject: pkg }),
    'Rina Admin membuat paket Premium seharga Rp 199.000',
  ],
  [entry('package.update', 'package', { subject: pkg }), 'Rina Admin mengubah paket Premium'],
  [
    entry('package.delete', 'package', { subject: { ...pkg, deleted: true } }),
    'Rina Admin menghapus paket Premium (sudah dihapus)',
  ],
  [
    entry('bank_account.create', 'bank_account', { subject: bank }),
    'Rina Admin menambahkan rekening Bank Mandiri 1370012345678',
  ],
  [
    entry('bank_account.update', 'bank_account', { subject: bank }),
    'Rina Admin mengubah rekening Bank Mandiri 1370012345678',
  ],
  [
    entry('bank_account.delete', 'bank_account', {
      subject: { name: null, detail: null, amount: null, deleted: true },
    }),
    'Rina Admin menghapus rekening (sudah dihapus)',
  ],
  [
    entry('transaction.approve', 'transaction', { subject: payment }),
    'Rina Admin menyetujui pembayaran INV-20261120-0007 — Paket Premium, Rp 199.123',
  ],
  [
    entry('transaction.reject', 'transaction', { subject: payment, after: { reason: 'Nominal kurang' } }),
    'Rina Admin menolak pembayaran INV-20261120-0007 — Paket Premium, Rp 199.123',
  ],
  [
    entry('invitation.unpublish', 'invitation', { subject: invitation }),
    'Rina Admin menurunkan undangan Sekar & Bima',
  ],
  [
    entry('invitation.restore', 'invitation', { subject: invitation }),
    'Rina Admin mencabut penurunan undangan Sekar & Bima',
  ],
];

function renderSentence(value: TAuditEntry) {
  const router = createMemoryRouter([{ path: '/', element: <AuditSentence entry={value} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('AuditSentence', () => {
  const cases = SENTENCES.map(([value, sentence]) => ({ action: value.action, value, sentence }));
  it.each(cases)('writes $action as a sentence with names, no ids', ({ value, sentence }) => {
    const { container } = renderSentence(value);
    expect(container.textContent).toBe(sentence);
    expect(container.textContent).not.toContain(SUBJECT_ID);
    expect(container.textContent).not.toContain(RINA.id);
  });

  it('has a sentence for every action the filter lists', () => {
    const labelled = Object.keys(i18n.getResource('id', 'users', 'audit.actions') as object);
    expect(SENTENCES.map(([value]) => value.action.replace(/\./g, '_')).sort()).toEqual(labelled.sort());
  });

  it('links the actor and a user to their details, and shows the id and e-mail only on hover', async () => {
    renderSentence(entry('user.suspend', 'user', { subject: user }));
    expect(screen.getByRole('link', { name: 'Rina Admin' })).toHaveAttribute('href', `/users?id=${RINA.id}`);
    const budi = screen.getByRole('link', { name: 'Budi Santoso' });
    expect(budi).toHaveAttribute('href', `/users?id=${SUBJECT_ID}`);
    await userEvent.setup({ delay: null }).hover(budi);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`budi@example.test · ID: ${SUBJECT_ID}`);
  });

  it('shows names that look like markup as the words they are', () => {
    const odd = { ...user, name: '<subject>Budi</subject> & <b>{{actor}}</b>' };
    const { container } = renderSentence(
      entry('user.suspend', 'user', { actor: { ...RINA, name: '<actor>Rina</actor>' }, subject: odd }),
    );
    expect(container.textContent).toBe(
      '<actor>Rina</actor> menangguhkan akun <subject>Budi</subject> & <b>{{actor}}</b>',
    );
    expect(screen.getByRole('link', { name: '<actor>Rina</actor>' })).toBeInTheDocument();
  });

  it('names a deleted actor and a deleted account as such', () => {
    const { container } = renderSentence(
      entry('user.suspend', 'user', {
        actor: null,
        subject: { ...user, name: null, detail: null, deleted: true },
      }),
    );
    expect(container.textContent).toBe('Akun terhapus menangguhkan akun Akun terhapus');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reads an action it does not know as a generic sentence naming the action and its object', () => {
    const { container } = renderSentence(entry('guest.bulk_archive', 'invitation', { subject: invitation }));
    expect(container.textContent).toBe(
      'Rina Admin mencatat tindakan “guest bulk archive” pada Undangan Sekar & Bima',
    );
    cleanup();
    const without = renderSentence(entry('system.cleanup', 'files', { subjectId: null }));
    expect(without.container.textContent).toBe('Rina Admin mencatat tindakan “system cleanup”');
  });

  it('writes the same sentence in English and Arabic', async () => {
    const approved = entry('transaction.approve', 'transaction', { subject: payment });
    await changeLanguage('en');
    expect(renderSentence(approved).container.textContent).toBe(
      'Rina Admin approved payment INV-20261120-0007 — Premium package, Rp 199.123',
    );
    cleanup();
    await changeLanguage('ar');
    expect(renderSentence(approved).container.textContent).toBe(
      'قبل Rina Admin الدفعة INV-20261120-0007 — باقة Premium، Rp 199.123',
    );
  });
});

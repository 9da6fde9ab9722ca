import type { APIRequestContext } from '@playwright/test';
import { jakartaDate } from '@undangin/shared/dates';
import { E2E_ADMIN } from './accounts';
import { apiCall, apiLogin } from './api';

/** A 1×1 PNG standing in for a banking app's screenshot of the transfer. */
export const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Puts an invitation on the Premium package the way billing does it (choose, confirm the transfer with
 * a proof, an administrator approves), so a journey can use what only a paid package allows.
 */
export async function upgradeToPremium(
  request: APIRequestContext,
  token: string,
  invitationId: string,
): Promise<void> {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const accounts = await apiCall<{ data: unknown[] }>(request, 'GET', '/api/bank-accounts', {
    token: admin.accessToken,
  });
  if (accounts.data.length === 0) {
    await apiCall(request, 'POST', '/api/bank-accounts', {
      token: admin.accessToken,
      data: { bankName: 'BCA', accountNumber: '8720 1234 56', accountHolder: 'PT Undangin Indonesia' },
    });
  }
  const { transaction } = await orderAndConfirm(request, token, invitationId, 'premium');
  await apiCall(request, 'POST', `/api/admin/transactions/${transaction.id}/approve`, {
    token: admin.accessToken,
  });
}

export type TConfirmedOrder = {
  transaction: { id: string; amount: number; invoiceNumber: string };
  confirmationId: string;
};

/**
 * Orders a package for an invitation and confirms the transfer with a proof, as the couple's checkout
 * does: the payment then waits for an administrator.
 */
export async function orderAndConfirm(
  request: APIRequestContext,
  token: string,
  invitationId: string,
  packageCode: string,
): Promise<TConfirmedOrder> {
  const packages = await apiCall<{ data: { id: string; code: string }[] }>(request, 'GET', '/api/packages', {
    token,
  });
  const chosen = packages.data.find((row) => row.code === packageCode);
  if (!chosen) throw new Error(`The ${packageCode} package is missing`);
  const transaction = await apiCall<TConfirmedOrder['transaction']>(request, 'POST', '/api/transactions', {
    token,
    data: { invitationId, packageId: chosen.id },
  });

  await request.get('/api/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const confirmed = await request.post(`/api/transactions/${transaction.id}/confirmations`, {
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
    multipart: {
      bankName: 'Mandiri',
      accountHolder: 'Sekar Ayuningtyas',
      amount: String(transaction.amount),
      // The day in Jakarta, as the form fills it: the API dates transactions there, not in the machine's zone.
      transferDate: jakartaDate(new Date()),
      proof: { name: 'bukti.png', mimeType: 'image/png', buffer: PROOF_PNG },
    },
  });
  if (!confirmed.ok())
    throw new Error(`The payment confirmation answered ${confirmed.status()}: ${await confirmed.text()}`);
  return { transaction, confirmationId: ((await confirmed.json()) as { id: string }).id };
}

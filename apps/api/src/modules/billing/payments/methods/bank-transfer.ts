import { AppError } from '../../../../lib/errors';
import { listBankAccounts } from '../../packages/repository';
import type { TPaymentMethod } from './types';

/** Manual transfer to one of the active bank accounts, matched by the unique code in the amount. */
export const bankTransfer: TPaymentMethod = {
  id: 'bank_transfer',
  async prepare(db) {
    const accounts = await listBankAccounts(db, true);
    if (accounts.length === 0) {
      throw new AppError(409, 'Belum ada rekening tujuan transfer. Hubungi admin Undangin lalu coba lagi.', {
        code: 'NO_BANK_ACCOUNT',
      });
    }
    return {
      transferAccounts: accounts.map((a) => ({
        bankName: a.bankName,
        accountNumber: a.accountNumber,
        accountHolder: a.accountHolder,
      })),
    };
  },
};

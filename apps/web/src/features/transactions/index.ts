/** What the packages and payments screens use of this area. */
export { refreshBilling } from './api/refresh';
export { useCreateTransaction } from './api/create-transaction';
export { useTransaction } from './api/get-transaction';
export { useTransactions } from './api/get-transactions';
export { ConfirmationSummary } from './components/confirmation-summary';
export { CopyButton } from './components/copy-button';
export { ProofViewer } from './components/proof-viewer';
export { TransactionHistory } from './components/transaction-history';
export { TransactionSummary } from './components/transaction-summary';
export { TransferInstructions } from './components/transfer-instructions';
export { formatDate, formatDateTime } from './lib/format';

export const pages = {
  transactions: () => import('./pages/transactions-page'),
  admin: () => import('./pages/admin-transactions-page'),
};

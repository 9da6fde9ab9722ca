export const pages = {
  payments: () => import('./pages/payments-page'),
  detail: () => import('./pages/payment-detail-page'),
  history: () => import('./pages/payment-history-page'),
};

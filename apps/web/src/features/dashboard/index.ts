export const pages = {
  dashboard: () => import('./pages/dashboard-page'),
};

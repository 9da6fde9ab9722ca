export const pages = {
  packages: () => import('./pages/packages-page'),
};

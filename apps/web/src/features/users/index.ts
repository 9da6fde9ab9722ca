export const pages = {
  users: () => import('./pages/users-page'),
};

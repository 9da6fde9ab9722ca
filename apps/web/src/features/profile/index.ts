export const pages = {
  profile: () => import('./pages/profile-page'),
  password: () => import('./pages/profile-password-page'),
};

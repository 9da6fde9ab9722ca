/** The account screens, and what the signed-in layout uses of the session. */
export { useSessionRefresh } from './api/get-me';
export { useLogout } from './api/logout';

export const pages = {
  forgetPassword: () => import('./pages/forget-password-page'),
  login: () => import('./pages/login-page'),
  mailConfirmed: () => import('./pages/mail-confirmed-page'),
  register: () => import('./pages/register-page'),
  registerConfirmed: () => import('./pages/register-confirmed-page'),
  resetPassword: () => import('./pages/reset-password-page'),
};

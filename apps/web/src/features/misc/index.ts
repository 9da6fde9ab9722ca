/** Bundled with the app: a crash may be a screen that failed to download (app/route-error.tsx). */
export { default as ServerErrorPage } from './pages/server-error-page';

export const pages = {
  accessControl: () => import('./pages/access-control-page'),
  notAuthorized: () => import('./pages/not-authorized-page'),
  notFound: () => import('./pages/not-found-page'),
};

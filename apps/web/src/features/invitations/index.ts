/** The caller's invitations (GET /invitations), one query for every screen that lists them. */
export { useInvitationChoices } from './api/get-invitations';

export const pages = {
  invitations: () => import('./pages/invitations-page'),
  editor: () => import('./pages/invitation-editor-page'),
  templates: () => import('./pages/templates-page'),
  admin: () => import('./pages/admin-invitations-page'),
};

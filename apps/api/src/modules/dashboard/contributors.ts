import type { TDashboardContributor } from '../../lib/dashboard-contributor';
import { accountsDashboard } from '../users/dashboard';
import { invitationsDashboard } from '../invitations/dashboard';
import { guestsDashboard } from '../guests/dashboard';
import { rsvpQuestionsDashboard } from '../rsvp-questions/dashboard';
import { billingDashboard } from '../billing/transactions/dashboard';

/** Every area's dashboard share, in the order the cards appear. Add yours here. */
export const DASHBOARD_CONTRIBUTORS: TDashboardContributor[] = [
  accountsDashboard,
  invitationsDashboard,
  guestsDashboard,
  rsvpQuestionsDashboard,
  billingDashboard,
];

import type { TDashboardContributor } from './contributor';
import { accountsDashboard } from './accounts-dashboard';
import { invitationsDashboard } from '../invitations/dashboard';
import { guestsDashboard } from '../guests/dashboard';
import { billingDashboard } from '../billing/transactions/dashboard';

/** Every area's dashboard share, in the order the cards appear. Add yours here. */
export const DASHBOARD_CONTRIBUTORS: TDashboardContributor[] = [
  accountsDashboard,
  invitationsDashboard,
  guestsDashboard,
  billingDashboard,
];

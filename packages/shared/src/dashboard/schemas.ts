import { z } from 'zod';
import { ROLES } from '../abilities';
import { ZPageEnd } from '../invitations/schemas';

export * from './catalog';

/** The getting-started steps of a new couple, in order (issue 3, item 11). */
export const GETTING_STARTED_STEPS = ['invitation', 'guests', 'package', 'send'] as const;
export type TGettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

/**
 * What an administrator of a new installation sets up before couples can pay and be reached: an active
 * bank account to transfer to, a paid package on sale, outgoing mail (SMTP_URL) and the public address
 * (APP_URL) that mail and invitation links carry.
 */
export const SETUP_STEPS = ['bankAccount', 'paidPackage', 'mail', 'publicAddress'] as const;
export type TSetupStep = (typeof SETUP_STEPS)[number];

/**
 * One number on the dashboard. `key` names its translation (dashboard:cards.<key>); `label` is the
 * Indonesian fallback. A hint from the catalogue (catalog.ts) comes with `hintKey` (dashboard:hints.<key>)
 * and the values its placeholders take; a hint without one is data (a title, an amount) shown as is.
 * Areas contribute cards; the dashboard never shows a number no area computed.
 */
export const ZDashboardCard = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string()]),
  hint: z.string().optional(),
  hintKey: z.string().optional(),
  hintValues: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  tone: z.enum(['default', 'success', 'warning', 'info', 'error']).optional(),
  link: z.string().optional(),
});
export type TDashboardCard = z.infer<typeof ZDashboardCard>;

/**
 * A chart: `key` names its title (dashboard:charts.<key>), each series' `key` its name (dashboard:series.<key>).
 * Categories are data (event or group names) shown as they are, or with `categoryFormat: 'month'` months
 * as YYYY-MM, which the web names in the reader's language.
 */
export const ZDashboardChart = z.object({
  key: z.string(),
  label: z.string(),
  // Grouped bars are what every area's numbers need; the web draws them without a chart library.
  type: z.enum(['bar']),
  categories: z.array(z.string()),
  categoryFormat: z.enum(['month']).optional(),
  series: z.array(z.object({ key: z.string(), label: z.string(), data: z.array(z.number()) })),
});
export type TDashboardChart = z.infer<typeof ZDashboardChart>;

/** One of the couple's invitations: until when its page is up, newest invitation first. */
export const ZDashboardPageEnd = ZPageEnd.extend({ invitationId: z.string(), title: z.string() });
export type TDashboardPageEnd = z.infer<typeof ZDashboardPageEnd>;

export const ZDashboard = z.object({
  role: z.enum(ROLES),
  gettingStarted: z.object({
    steps: z.array(z.object({ key: z.enum(GETTING_STARTED_STEPS), done: z.boolean() })),
  }),
  /** The administrator's setup checklist; empty for a couple. */
  setup: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
  cards: z.array(ZDashboardCard),
  charts: z.array(ZDashboardChart),
  /** The couple's invitations' pages and when they stop; empty for an administrator. */
  pageEnds: z.array(ZDashboardPageEnd),
});
export type TDashboard = z.infer<typeof ZDashboard>;

import {
  DASHBOARD_CARD_LABELS,
  DASHBOARD_CHART_LABELS,
  type TDashboardCard,
  type TDashboardCardKey,
  type TDashboardChart,
  type TDashboardChartKey,
  type TDashboardHintKey,
  type TDashboardPageEnd,
  type TDashboardSeriesKey,
  type TGettingStartedStep,
  type TSetupStep,
} from '@undangin/shared';
import type { TDb } from '../db/client';
import type { TCaller } from './caller';

export type TDashboardContext = {
  db: TDb;
  user: TCaller;
  now: Date;
  /** What the installation's configuration already settles of the administrator's setup. */
  configured: TSetupStep[];
};

/**
 * Cards and charts name only keys of the shared catalogue (dashboard/catalog.ts), whose every entry the
 * web's locale test checks in each language: a key outside it does not compile.
 */
export type TContributedCard = Omit<TDashboardCard, 'key' | 'hintKey'> & {
  key: TDashboardCardKey;
  hintKey?: TDashboardHintKey;
};
export type TContributedChart = Omit<TDashboardChart, 'key' | 'series'> & {
  key: TDashboardChartKey;
  series: (TDashboardChart['series'][number] & { key: TDashboardSeriesKey })[];
};

export type TDashboardContribution = {
  cards?: TContributedCard[];
  charts?: TContributedChart[];
  /** Until when the couple's invitation pages are up (the invitations area's share). */
  pageEnds?: TDashboardPageEnd[];
  /** Steps of getting started (a couple's) or of the setup (an administrator's) this area knows to be done. */
  done?: (TGettingStartedStep | TSetupStep)[];
};

/**
 * Each area computes its own share of the dashboard from the real records; none invents a number. The
 * type lives below the areas so they contribute without importing the dashboard that lists them.
 */
export type TDashboardContributor = (ctx: TDashboardContext) => Promise<TDashboardContribution>;

/** A card labelled in Indonesian from the catalogue. */
export function dashboardCard(
  key: TDashboardCardKey,
  fields: Omit<TContributedCard, 'key' | 'label'>,
): TContributedCard {
  return { key, label: DASHBOARD_CARD_LABELS[key], ...fields };
}

/** A chart titled in Indonesian from the catalogue. */
export function dashboardChart(
  key: TDashboardChartKey,
  fields: Omit<TContributedChart, 'key' | 'label'>,
): TContributedChart {
  return { key, label: DASHBOARD_CHART_LABELS[key], ...fields };
}

import type { TDashboardCard, TDashboardChart, TGettingStartedStep } from '@undangin/shared';
import type { TDb } from '../../db/client';
import type { TAuthUser } from '../../plugins/auth';

export type TDashboardContext = { db: TDb; user: TAuthUser; now: Date };

export type TDashboardContribution = {
  cards?: TDashboardCard[];
  charts?: TDashboardChart[];
  /** Steps of getting started this area knows to be done. */
  done?: TGettingStartedStep[];
};

/** Each area computes its own share of the dashboard from the real records; none invents a number. */
export type TDashboardContributor = (ctx: TDashboardContext) => Promise<TDashboardContribution>;

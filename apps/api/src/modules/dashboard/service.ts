import { GETTING_STARTED_STEPS, SETUP_STEPS, type TDashboard } from '@undangin/shared';
import type { TDashboardContext } from '../../lib/dashboard-contributor';
import { DASHBOARD_CONTRIBUTORS } from './contributors';

export async function buildDashboard(ctx: TDashboardContext): Promise<TDashboard> {
  const parts = await Promise.all(DASHBOARD_CONTRIBUTORS.map((contribute) => contribute(ctx)));
  const done = new Set([...ctx.configured, ...parts.flatMap((p) => p.done ?? [])]);
  // The four steps are a couple's; an administrator gets the installation's setup checklist instead.
  const admin = ctx.user.role === 'admin';
  const steps = admin ? [] : GETTING_STARTED_STEPS;
  return {
    role: ctx.user.role,
    gettingStarted: { steps: steps.map((key) => ({ key, done: done.has(key) })) },
    setup: (admin ? SETUP_STEPS : []).map((key) => ({ key, done: done.has(key) })),
    cards: parts.flatMap((p) => p.cards ?? []),
    charts: parts.flatMap((p) => p.charts ?? []),
    pageEnds: parts.flatMap((p) => p.pageEnds ?? []),
  };
}

/**
 * How close to its end a plan is flagged: the dashboard and the packages screen show its days left as
 * a warning, and the billing jobs remind the owner, from this many days before the page goes down.
 */
export const PLAN_ENDING_SOON_DAYS = 3;

/** Whether a plan with `daysLeft` whole days left (0 once ended) is ending soon. */
export function planEndsSoon(daysLeft: number): boolean {
  return daysLeft <= PLAN_ENDING_SOON_DAYS;
}

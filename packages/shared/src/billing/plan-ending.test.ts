import { describe, expect, it } from 'vitest';
import { PLAN_ENDING_SOON_DAYS, planEndsSoon } from './plan-ending';

describe('planEndsSoon', () => {
  it('flags the last three days and an ended plan', () => {
    expect(PLAN_ENDING_SOON_DAYS).toBe(3);
    for (const left of [0, 1, 3]) expect(planEndsSoon(left)).toBe(true);
  });

  it('leaves a plan with four days or more alone', () => {
    for (const left of [4, 60]) expect(planEndsSoon(left)).toBe(false);
  });
});

import { useAbility } from '@casl/react';
import { useCallback } from 'react';
import { createMongoAbility, type RawRuleOf } from '@casl/ability';
import type { TAbilityRule, TAppAbility } from '@undangin/shared/abilities';

/** The one ability of the running app; rules arrive at login and are restored at start-up. */
export const ability: TAppAbility = createMongoAbility([]);

export function setAbilityRules(rules: readonly TAbilityRule[]): void {
  ability.update(rules as RawRuleOf<TAppAbility>[]);
}

/**
 * Route meta and menus name actions and subjects in any case (the spec writes "AclDemo"); the guard
 * lower-cases both before it asks (spec §6). An unknown pair is simply not allowed.
 */
export function canAccess(a: TAppAbility, action?: string, subject?: string): boolean {
  if (!action || !subject) return false;
  return a.can(action.toLowerCase() as never, subject.toLowerCase() as never);
}

/** Re-renders when the rules change, and answers for any meta-style pair. */
export function useCan(): (action?: string, subject?: string) => boolean {
  const current = useAbility<TAppAbility>();
  const { rules } = current;
  // A new function whenever the rules change, so memoised menus recompute then and only then.
  return useCallback(
    (action?: string, subject?: string) => (rules ? canAccess(current, action, subject) : false),
    [current, rules],
  );
}

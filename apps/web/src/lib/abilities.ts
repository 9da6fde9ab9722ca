import { useAbility } from '@casl/react';
import { useCallback } from 'react';
import { Ability, type RawRuleOf } from '@casl/ability';
import type { TAbilityRule, TAction, TSubject } from '@undangin/shared/abilities';
import { getAbilityRules, subscribeAbilityRules } from './session';

/**
 * The browser's ability: the issued rules name actions and subjects only, never conditions, so it is
 * CASL's plain Ability without the MongoDB-style condition matcher, whose query engine would otherwise
 * weigh on every signed-in first load. "manage" and "all" keep their CASL meaning.
 */
type TWebAbility = Ability<[TAction, TSubject]>;

const asRaw = (rules: readonly TAbilityRule[]) => rules as RawRuleOf<TWebAbility>[];

/**
 * The one ability of the running app, following the session's rules (which arrive at login and are
 * restored at start-up). Built when a screen first checks one, so this module loads with the
 * signed-in screens rather than with the login page.
 */
export const ability: TWebAbility = new Ability<[TAction, TSubject]>(asRaw(getAbilityRules()));
subscribeAbilityRules((rules) => ability.update(asRaw(rules)));

export { setAbilityRules } from './session';

/**
 * Route meta and menus name actions and subjects in any case (the spec writes "AclDemo"); the guard
 * lower-cases both before it asks (spec §6). An unknown pair is simply not allowed.
 */
export function canAccess(a: TWebAbility, action?: string, subject?: string): boolean {
  if (!action || !subject) return false;
  return a.can(action.toLowerCase() as never, subject.toLowerCase() as never);
}

/** Re-renders when the rules change, and answers for any meta-style pair. */
export function useCan(): (action?: string, subject?: string) => boolean {
  const current = useAbility<TWebAbility>();
  const { rules } = current;
  // A new function whenever the rules change, so memoised menus recompute then and only then.
  return useCallback(
    (action?: string, subject?: string) => (rules ? canAccess(current, action, subject) : false),
    [current, rules],
  );
}

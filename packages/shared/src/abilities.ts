import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { z } from 'zod';

/**
 * Ability subjects and actions (design.md, Roles and abilities). Subjects are lower-case because the
 * route guard lower-cases route meta before it checks.
 */
export const SUBJECTS = [
  'all',
  'dashboard',
  'guest',
  'package',
  'transaksi',
  'template',
  'user',
  'acldemo',
  'invitation',
] as const;
export type TSubject = (typeof SUBJECTS)[number];

export const ACTIONS = ['read', 'manage'] as const;
export type TAction = (typeof ACTIONS)[number];

export const ROLES = ['user', 'admin'] as const;
export type TRole = (typeof ROLES)[number];

export const ZAbilityRule = z.object({
  action: z.union([z.enum(ACTIONS), z.array(z.enum(ACTIONS))]),
  subject: z.union([z.enum(SUBJECTS), z.array(z.enum(SUBJECTS))]),
  inverted: z.boolean().optional(),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  reason: z.string().optional(),
});
export type TAbilityRule = z.infer<typeof ZAbilityRule>;

const USER_RULES: TAbilityRule[] = [
  { action: ['read', 'manage'], subject: 'dashboard' },
  { action: 'manage', subject: 'invitation' },
  { action: 'manage', subject: 'guest' },
  { action: 'read', subject: 'template' },
  { action: 'read', subject: 'package' },
  { action: 'manage', subject: 'transaksi' },
  { action: 'read', subject: 'acldemo' },
];

const ADMIN_RULES: TAbilityRule[] = [{ action: 'manage', subject: 'all' }];

/** The rules the server issues at login and at GET /api/user/me. Deny by default: no rule, no entry. */
export function abilityRulesFor(role: TRole): TAbilityRule[] {
  switch (role) {
    case 'admin':
      return ADMIN_RULES;
    case 'user':
      return USER_RULES;
  }
}

/** The typed CASL ability both sides build from the issued rules. */
export type TAppAbility = MongoAbility<[TAction, TSubject]>;

export function createAbility(rules: readonly TAbilityRule[]): TAppAbility {
  return createMongoAbility<[TAction, TSubject]>(rules as RawRuleOf<TAppAbility>[]);
}

import { abilityRulesFor, DEFAULT_LOCALE, LOCALES, type TSession, type TUserData } from '@undangin/shared';
import type { TUserRow } from './repository';

const isLocale = (value: string): value is TUserData['language'] =>
  (LOCALES as readonly string[]).includes(value);

/** What the web app keeps as userData: never the password hash or internal timestamps. */
export function toUserData(user: TUserRow): TUserData {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    phone: user.phone,
    avatarUrl: user.avatarKey ? `/api/files/${user.avatarKey}` : null,
    language: isLocale(user.language) ? user.language : DEFAULT_LOCALE,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The answer of login (with the token) and of GET /api/user/me. */
export function sessionFor(user: TUserRow): TSession {
  return { userData: toUserData(user), userAbilityRules: abilityRulesFor(user.role) };
}

import type { TAdminUser } from '@undangin/shared';
import { toUserData } from '../auth/user-data';
import type { TUserRow } from '../auth/repository';

/** A users row as administrators see it; never the password hash. */
export function toAdminUser(row: TUserRow, invitations: number): TAdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatarUrl: toUserData(row).avatarUrl,
    role: row.role,
    status: row.status,
    suspendedReason: row.suspendedReason,
    emailVerified: row.emailVerifiedAt !== null,
    invitations,
    firstLoginAt: row.firstLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

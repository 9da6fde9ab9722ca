import {
  ZUserListQuery,
  type TAdminUser,
  type TUserDetail,
  type TUserList,
  type TUserPatchBody,
} from '@undangin/shared';
import type { z } from 'zod';
import type { TDb, TDbOrTx } from '../../db/client';
import type { TMailer } from '../../plugins/mail';
import { conflict, notFound } from '../../lib/errors';
import { sendVerificationMail } from '../auth/verification';
import type { TAuthUser } from '../auth/plugin';
import { recordActorAudit, type TRecordAudit } from '../audit/service';
import { notify } from '../notifications/service';
import { lockAdministrators, refuseLastAdministrator, refuseSelf } from './admin-rules';
import { toAdminUser } from './presenter';
import { findUserById, type TUserRow } from '../auth/repository';
import { countInvitationsOfUser, listInvitationsOfUser, listUsers, updateUser } from './repository';
import { listTransactionsOfUser } from './user-transactions-repository';

/** An administrator's change to an account, in the audit log beside the change itself. */
function auditUser(
  db: TDbOrTx,
  ctx: TAdminContext,
  id: string,
  action: string,
  change: Pick<TRecordAudit, 'before' | 'after'>,
): Promise<void> {
  return recordActorAudit(db, ctx, {
    action,
    subjectType: 'user',
    subjectId: id,
    ...change,
  });
}

/** What the administrators' user management uses: the mailer and the app's address for a confirmation resent. */
export type TAdminContext = { db: TDb; actor: TAuthUser; now: Date; mailer: TMailer; appUrl: string };

export async function listUsersPage(db: TDb, query: z.output<typeof ZUserListQuery>): Promise<TUserList> {
  const { rows, total } = await listUsers(db, {
    q: query.q,
    role: query.role,
    status: query.status,
    confirmed: query.confirmed,
    sortBy: query.sortBy,
    orderBy: query.orderBy,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return {
    data: rows.map((row) => toAdminUser(row, row.invitations)),
    total,
    page: query.page,
    perPage: query.perPage,
  };
}

async function presentUser(db: TDb, row: TUserRow): Promise<TAdminUser> {
  return toAdminUser(row, await countInvitationsOfUser(db, row.id));
}

async function requireUser(db: TDb, id: string): Promise<TUserRow> {
  const row = await findUserById(db, id);
  if (!row) throw notFound('Pengguna tidak ditemukan');
  return row;
}

export async function getUserDetail(db: TDb, id: string): Promise<TUserDetail> {
  const row = await requireUser(db, id);
  const [invitations, transactions] = await Promise.all([
    listInvitationsOfUser(db, id),
    listTransactionsOfUser(db, id),
  ]);
  return {
    user: toAdminUser(row, invitations.length),
    invitations: invitations.map((i) => ({
      id: i.id,
      slug: i.slug,
      status: i.status,
      templateName: i.templateName,
      publishedAt: i.publishedAt?.toISOString() ?? null,
      createdAt: i.createdAt.toISOString(),
    })),
    transactions,
  };
}

export async function changeRole(ctx: TAdminContext, id: string, body: TUserPatchBody): Promise<TAdminUser> {
  const updated = await ctx.db.transaction(async (tx) => {
    await lockAdministrators(tx);
    const target = await findUserById(tx, id);
    if (!target) throw notFound('Pengguna tidak ditemukan');
    if (target.role === body.role) return target;
    if (body.role !== 'admin') {
      refuseSelf(ctx.actor.id, target, 'Kamu tidak dapat menurunkan peran akunmu sendiri');
      await refuseLastAdministrator(
        tx,
        target,
        'Administrator terakhir tidak dapat diturunkan perannya. Jadikan pengguna lain administrator terlebih dahulu.',
      );
    }
    const row = await updateUser(tx, id, { role: body.role, updatedAt: ctx.now });
    await notify(tx, id, {
      type: 'account.role',
      title: body.role === 'admin' ? 'Kamu sekarang administrator' : 'Peran administratormu dicabut',
      body:
        body.role === 'admin'
          ? 'Kamu dapat mengelola pengguna, template, paket dan transaksi. Muat ulang halaman untuk melihat menunya.'
          : 'Akunmu sekarang akun pengguna biasa.',
      link: '/',
    });
    await auditUser(tx, ctx, id, 'user.role_change', {
      before: { role: target.role },
      after: { role: body.role },
    });
    return row!;
  });
  return presentUser(ctx.db, updated);
}

/** Suspends an account and ends its sessions at once: every token issued before now is refused. */
export async function suspendUser(ctx: TAdminContext, id: string, reason: string): Promise<TAdminUser> {
  const updated = await ctx.db.transaction(async (tx) => {
    await lockAdministrators(tx);
    const target = await findUserById(tx, id);
    if (!target) throw notFound('Pengguna tidak ditemukan');
    refuseSelf(ctx.actor.id, target, 'Kamu tidak dapat menangguhkan akunmu sendiri');
    await refuseLastAdministrator(tx, target, 'Administrator terakhir tidak dapat ditangguhkan.');
    const row = await updateUser(tx, id, {
      status: 'suspended',
      suspendedReason: reason,
      tokensValidAfter: ctx.now,
      updatedAt: ctx.now,
    });
    await auditUser(tx, ctx, id, 'user.suspend', {
      before: { status: target.status, suspendedReason: target.suspendedReason },
      after: { status: 'suspended', suspendedReason: reason },
    });
    return row!;
  });
  return presentUser(ctx.db, updated);
}

export async function activateUser(ctx: TAdminContext, id: string): Promise<TAdminUser> {
  const updated = await ctx.db.transaction(async (tx) => {
    const target = await findUserById(tx, id);
    if (!target) throw notFound('Pengguna tidak ditemukan');
    if (target.status === 'active') return target;
    const row = await updateUser(tx, id, { status: 'active', suspendedReason: null, updatedAt: ctx.now });
    await auditUser(tx, ctx, id, 'user.activate', {
      before: { status: target.status, suspendedReason: target.suspendedReason },
      after: { status: 'active', suspendedReason: null },
    });
    return row!;
  });
  return presentUser(ctx.db, updated);
}

export async function resendConfirmation(ctx: TAdminContext, id: string): Promise<void> {
  const target = await requireUser(ctx.db, id);
  if (target.emailVerifiedAt) throw conflict('Email pengguna ini sudah dikonfirmasi');
  await sendVerificationMail(ctx, target);
  await auditUser(ctx.db, ctx, id, 'user.resend_confirmation', { after: { email: target.email } });
}

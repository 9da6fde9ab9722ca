import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { canReach, hasEnded, isTakenDown, pageState, requireAccess } from './access';
import type { TPackageAllowance } from './entitlements';

const owner = { id: 'u1', role: 'user' as const };
const stranger = { id: 'u2', role: 'user' as const };
const admin = { id: 'a1', role: 'admin' as const };

describe('canReach', () => {
  it('lets the owner in whatever the reach', () => {
    expect(canReach(owner, 'u1', 'owner')).toBe(true);
    expect(canReach(owner, 'u1', 'owner-or-admin')).toBe(true);
  });

  it('keeps another user out whatever the reach', () => {
    expect(canReach(stranger, 'u1', 'owner')).toBe(false);
    expect(canReach(stranger, 'u1', 'owner-or-admin')).toBe(false);
  });

  it('lets an administrator into another user’s invitation only where the reach says so', () => {
    expect(canReach(admin, 'u1', 'owner-or-admin')).toBe(true);
    expect(canReach(admin, 'u1', 'owner')).toBe(false);
  });
});

describe('requireAccess', () => {
  const notFound = (run: () => unknown) => {
    try {
      run();
    } catch (err) {
      return err instanceof AppError ? { status: err.statusCode, message: err.message } : err;
    }
    return 'no error';
  };

  it('returns what the actor may reach', () => {
    const invitation = { id: 'i1', userId: 'u1' };
    expect(requireAccess(owner, invitation, { reach: 'owner' })).toBe(invitation);
  });

  it('answers another user’s invitation exactly like a missing one', () => {
    const other = notFound(() => requireAccess(stranger, { userId: 'u1' }, { reach: 'owner-or-admin' }));
    const missing = notFound(() => requireAccess(stranger, null, { reach: 'owner-or-admin' }));
    expect(other).toEqual({ status: 404, message: 'Undangan tidak ditemukan' });
    expect(missing).toEqual(other);
  });

  it('names the object reached through the invitation in its 404', () => {
    const wish = { ownerId: 'u1' };
    const options = {
      reach: 'owner' as const,
      message: 'Ucapan tidak ditemukan',
      ownerOf: (w: typeof wish) => w.ownerId,
    };
    expect(requireAccess(owner, wish, options)).toBe(wish);
    expect(notFound(() => requireAccess(admin, wish, options))).toEqual({
      status: 404,
      message: 'Ucapan tidak ditemukan',
    });
  });
});

describe('pageState', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  // The page's state reads only the period; any allowance does.
  const allowance: TPackageAllowance = {
    galleryMax: 10,
    musicUpload: true,
    premiumTemplates: true,
    wishesModeration: true,
    showMark: true,
    guestLimit: 25,
    qrCheckin: true,
  };
  const until = (ms: number) => ({ allowance, activeUntil: new Date(now.getTime() + ms) });
  const open = { allowance, activeUntil: null };
  const page = (status: 'draft' | 'published' | 'expired', unpublishedReason: string | null = null) => ({
    status,
    unpublishedReason,
  });

  it('is published until the last millisecond of the active period', () => {
    expect(pageState(page('published'), open, now)).toBe('published');
    expect(pageState(page('published'), until(1), now)).toBe('published');
    expect(pageState(page('published'), until(0), now)).toBe('expired');
  });

  it('is expired when marked so, whatever the plan', () => {
    expect(pageState(page('expired'), open, now)).toBe('expired');
  });

  it('keeps a draft a draft past its active period', () => {
    expect(pageState(page('draft'), until(-1), now)).toBe('draft');
  });

  it('puts a take-down before everything else', () => {
    expect(pageState(page('draft', 'Foto melanggar ketentuan'), until(-1), now)).toBe('taken-down');
  });
});

describe('access, one fact per input', () => {
  const error = (run: () => unknown) => {
    try {
      run();
    } catch (err) {
      if (err instanceof AppError) return { status: err.statusCode, message: err.message };
      throw err;
    }
    return undefined;
  };

  it('lets an administrator into their own invitation whatever the reach', () => {
    expect(canReach(admin, 'a1', 'owner')).toBe(true);
  });

  it('answers a missing object with the object’s own 404 sentence', () => {
    const options = { reach: 'owner' as const, message: 'Tamu tidak ditemukan' };
    expect(error(() => requireAccess(owner, undefined, options))).toEqual({
      status: 404,
      message: 'Tamu tidak ditemukan',
    });
    expect(error(() => requireAccess(owner, null, { reach: 'owner' }))).toEqual({
      status: 404,
      message: 'Undangan tidak ditemukan',
    });
  });

  it('hands an administrator another user’s invitation where the reach allows it', () => {
    const invitation = { userId: 'u1' };
    expect(requireAccess(admin, invitation, { reach: 'owner-or-admin' })).toBe(invitation);
    expect(error(() => requireAccess(admin, invitation, { reach: 'owner' }))?.status).toBe(404);
  });
});

describe('page state, one fact per input', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const allowance: TPackageAllowance = {
    galleryMax: 10,
    musicUpload: true,
    premiumTemplates: true,
    wishesModeration: true,
    showMark: true,
    guestLimit: 25,
    qrCheckin: true,
  };
  const open = { allowance, activeUntil: null };
  const ended = { allowance, activeUntil: new Date(now.getTime() - 1) };

  it('holds a take-down over a published and an expired page, whatever its reason', () => {
    expect(pageState({ status: 'published', unpublishedReason: 'Spam' }, open, now)).toBe('taken-down');
    expect(pageState({ status: 'expired', unpublishedReason: 'Spam' }, open, now)).toBe('taken-down');
    expect(isTakenDown({ unpublishedReason: '' })).toBe(true);
    expect(isTakenDown({ unpublishedReason: null })).toBe(false);
  });

  it('ends a page when marked expired or when its period is over, not before', () => {
    expect(hasEnded({ status: 'expired' }, open, now)).toBe(true);
    expect(hasEnded({ status: 'published' }, ended, now)).toBe(true);
    expect(hasEnded({ status: 'published' }, open, now)).toBe(false);
    expect(hasEnded({ status: 'draft' }, { allowance, activeUntil: new Date(now.getTime() + 1) }, now)).toBe(
      false,
    );
    expect(pageState({ status: 'published', unpublishedReason: null }, ended, now)).toBe('expired');
    expect(pageState({ status: 'draft', unpublishedReason: null }, open, now)).toBe('draft');
  });
});

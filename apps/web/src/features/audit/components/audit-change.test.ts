import { describe, expect, it } from 'vitest';
import { actionKey, auditReason, describeChange } from './audit-change';

describe('describeChange', () => {
  it('lists only the fields that changed, old value first', () => {
    expect(describeChange({ role: 'user', name: 'Rina' }, { role: 'admin', name: 'Rina' })).toEqual([
      'role: user → admin',
    ]);
  });

  it('shows added and removed fields, and values that are not text as JSON', () => {
    expect(describeChange(null, { status: 'suspended', limits: { guests: 25 } })).toEqual([
      'status: suspended',
      'limits: {"guests":25}',
    ]);
    expect(describeChange({ reason: 'spam' }, {})).toEqual(['reason: spam → –']);
  });

  it('turns an action into a flat translation key', () => {
    expect(actionKey('user.role_change')).toBe('user_role_change');
  });

  it('reads the reason an entry left standing, not one it cleared', () => {
    expect(auditReason({ before: { status: 'active' }, after: { suspendedReason: 'Spam' } })).toBe('Spam');
    expect(auditReason({ before: null, after: { status: 'ditolak', reason: 'Nominal kurang' } })).toBe(
      'Nominal kurang',
    );
    // Reactivating and lifting a take-down clear the reason: the old one is not shown as theirs.
    expect(auditReason({ before: { suspendedReason: 'Spam' }, after: { suspendedReason: null } })).toBeNull();
    expect(auditReason({ before: { reason: 'Konten' }, after: { reason: null } })).toBeNull();
  });
});

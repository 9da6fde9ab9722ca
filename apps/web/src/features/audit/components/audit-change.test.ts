import { describe, expect, it } from 'vitest';
import { actionKey, describeChange } from './audit-change';

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
});

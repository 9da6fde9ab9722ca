import { describe, expect, it } from 'vitest';
import { answerPeople, assignMemberIds, lastMemberNumber, plusOnePlaces, ZGuestMembers } from './households';

const members = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `m${i + 1}`, name: `Anggota ${i + 1}` }));

describe('plusOnePlaces', () => {
  it('counts the places beyond the guest themself', () => {
    expect(plusOnePlaces({ quota: 1, members: [] })).toBe(0);
    expect(plusOnePlaces({ quota: 2, members: [] })).toBe(1);
  });

  it('counts the places beyond the named members', () => {
    expect(plusOnePlaces({ quota: 1, members: members(1) })).toBe(0);
    expect(plusOnePlaces({ quota: 4, members: members(4) })).toBe(0);
    expect(plusOnePlaces({ quota: 5, members: members(4) })).toBe(1);
  });

  it('never counts below zero when a quota is under the members (old data)', () => {
    expect(plusOnePlaces({ quota: 2, members: members(3) })).toBe(0);
  });
});

describe('ZGuestMembers', () => {
  it('takes no members and up to 20', () => {
    expect(ZGuestMembers.safeParse([]).success).toBe(true);
    expect(ZGuestMembers.safeParse(members(20)).success).toBe(true);
    const over = ZGuestMembers.safeParse(members(21));
    expect(over.error?.issues[0]?.message).toBe('Maksimal 20 anggota keluarga');
  });

  it('trims names and collapses their spaces', () => {
    expect(ZGuestMembers.parse([{ name: '  Budi   Harto ' }])).toEqual([{ name: 'Budi Harto' }]);
  });

  it('refuses a blank name and one over 100 characters, and takes 100', () => {
    expect(ZGuestMembers.safeParse([{ name: '   ' }]).error?.issues[0]).toMatchObject({
      path: [0, 'name'],
      message: 'Nama anggota wajib diisi',
    });
    expect(ZGuestMembers.safeParse([{ name: 'a'.repeat(100) }]).success).toBe(true);
    expect(ZGuestMembers.safeParse([{ name: 'a'.repeat(101) }]).error?.issues[0]?.message).toBe(
      'Nama anggota maksimal 100 karakter',
    );
  });

  it('refuses an id given twice and an id of another shape', () => {
    const twice = ZGuestMembers.safeParse([
      { id: 'm1', name: 'A' },
      { id: 'm1', name: 'B' },
    ]);
    expect(twice.error?.issues[0]).toMatchObject({
      path: [1, 'id'],
      message: 'Anggota keluarga tercantum dua kali',
    });
    expect(ZGuestMembers.safeParse([{ id: 'x1', name: 'A' }]).error?.issues[0]?.message).toBe(
      'Anggota keluarga tidak dikenal',
    );
  });
});

describe('assignMemberIds', () => {
  it('numbers new members from m1', () => {
    expect(assignMemberIds([{ name: 'A' }, { name: 'B' }])).toEqual([
      { id: 'm1', name: 'A' },
      { id: 'm2', name: 'B' },
    ]);
  });

  it('keeps ids and gives a newcomer one past every id the guest had, removed ones included', () => {
    const existing = [
      { id: 'm1', name: 'A' },
      { id: 'm2', name: 'B' },
      { id: 'm3', name: 'C' },
    ];
    expect(assignMemberIds([{ id: 'm1', name: 'A2' }, { name: 'D' }], existing)).toEqual([
      { id: 'm1', name: 'A2' },
      { id: 'm4', name: 'D' },
    ]);
  });

  it('never hands out again an id removed in an earlier edit (the guest keeps the last number given)', () => {
    // m3 was removed before: the guest now has m1 only, and remembers it gave up to m3.
    expect(assignMemberIds([{ id: 'm1', name: 'A' }, { name: 'D' }], [{ id: 'm1', name: 'A' }], 3)).toEqual([
      { id: 'm1', name: 'A' },
      { id: 'm4', name: 'D' },
    ]);
    expect(assignMemberIds([{ name: 'Baru' }], [], 7)).toEqual([{ id: 'm8', name: 'Baru' }]);
  });
});

describe('lastMemberNumber', () => {
  it('is the highest of the number given before and the members kept', () => {
    expect(lastMemberNumber([])).toBe(0);
    expect(lastMemberNumber([{ id: 'm2', name: 'B' }], 0)).toBe(2);
    expect(lastMemberNumber([{ id: 'm2', name: 'B' }], 5)).toBe(5);
    expect(lastMemberNumber([{ id: 'm12', name: 'L' }], 5)).toBe(12);
  });
});

describe('answerPeople', () => {
  const guest = { name: 'Keluarga Harto', members: [{ id: 'm1', name: 'Pak Harto' }] };

  it('reads stored attendees with the members current names', () => {
    const attendees = [
      { key: 'm:m1', name: 'Harto lama' },
      { key: 'p:1', name: '' },
    ];
    expect(answerPeople({ attendance: 'hadir', pax: 2, attendees }, guest)).toEqual([
      { key: 'm:m1', name: 'Pak Harto' },
      { key: 'p:1', name: '' },
    ]);
    expect(answerPeople({ attendance: 'hadir', pax: 2, attendees })).toEqual(attendees);
  });

  it('keeps the stored name of a member no longer on the guest', () => {
    const attendees = [{ key: 'm:m9', name: 'Dulu anggota' }];
    expect(answerPeople({ attendance: 'hadir', pax: 1, attendees }, guest)).toEqual(attendees);
  });

  it('is nobody for a household where nobody comes', () => {
    expect(answerPeople({ attendance: 'tidak_hadir', pax: 0, attendees: [] }, guest)).toEqual([]);
  });

  it('reads an answer without attendees as the guest and pax - 1 blank plus-ones', () => {
    expect(
      answerPeople({ attendance: 'hadir', pax: 1, attendees: null }, { name: 'Rina', members: [] }),
    ).toEqual([{ key: 'self', name: 'Rina' }]);
    expect(answerPeople({ attendance: 'hadir', pax: 3, name: 'Tamu umum' })).toEqual([
      { key: 'self', name: 'Tamu umum' },
      { key: 'p:1', name: '' },
      { key: 'p:2', name: '' },
    ]);
  });

  it('is nobody for an old answer that declines or hesitates', () => {
    expect(answerPeople({ attendance: 'tidak_hadir', pax: 1 })).toEqual([]);
    expect(answerPeople({ attendance: 'ragu', pax: 2 })).toEqual([]);
  });
});

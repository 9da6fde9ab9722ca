import { describe, expect, it } from 'vitest';
import type { TRsvpAttendee } from '@undangin/shared';
import { DEMO_CONTENT } from './demo/content';
import type { TRenderPageOptions } from './render';
import { parse, renderGuestPage, text } from './test/support';

const harto = {
  name: 'Keluarga Bapak Harto',
  code: 'kode-keluarga',
  quota: 4,
  members: [
    { id: 'm1', name: 'Pak Harto' },
    { id: 'm2', name: 'Bu <Harto>' },
  ],
};
const events = (DEMO_CONTENT.events ?? []).map((event) => event.id);

/** The guest's page once they answered the first session: coming, three in all, these people named. */
function answeredFirst(guest: TRenderPageOptions['guest'], attendees: TRsvpAttendee[]) {
  const answer = { attendance: 'hadir' as const, pax: 3, attendees };
  return parse(renderGuestPage({ guest, rsvp: { answers: { [events[0]!]: answer } } }));
}

describe('the RSVP form of a household', () => {
  it('asks every member per session in a fieldset named by the member, with labelled plus-one names', () => {
    const doc = parse(renderGuestPage({ guest: harto }));
    const form = doc.querySelector('form[data-form="rsvp"]')!;
    for (const eventId of events) {
      for (const member of harto.members) {
        const radios = form.querySelectorAll<HTMLInputElement>(
          `input[name="member.${eventId}.${member.id}"]`,
        );
        expect([...radios].map((radio) => radio.value)).toEqual(['hadir', 'tidak_hadir']);
        expect(text(radios[0]!.closest('fieldset')!.querySelector('legend'))).toBe(member.name);
      }
      const names = form.querySelectorAll<HTMLInputElement>(`input[name^="plusOne.${eventId}."]`);
      expect(names).toHaveLength(2);
      for (const input of names) expect(form.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
      const count = form.querySelector<HTMLSelectElement>(`select[name="plusOnes.${eventId}"]`)!;
      expect([...count.options].map((option) => option.value)).toEqual(['0', '1', '2']);
      expect(form.querySelector(`label[for="${count.id}"]`)).not.toBeNull();
      expect(form.querySelector(`[name="attendance.${eventId}"]`)).toBeNull();
    }
  });

  it('opens with the saved answer: who comes and the plus-ones named', () => {
    const [first] = events;
    const doc = answeredFirst(harto, [
      { key: 'm:m2', name: 'Bu <Harto>' },
      { key: 'p:1', name: 'Rina' },
      { key: 'p:2', name: '' },
    ]);
    const checked = (memberId: string) =>
      doc.querySelector<HTMLInputElement>(`input[name="member.${first}.${memberId}"]:checked`)?.value;
    expect(checked('m1')).toBe('tidak_hadir');
    expect(checked('m2')).toBe('hadir');
    expect(doc.querySelector<HTMLInputElement>(`input[name="plusOne.${first}.1"]`)!.value).toBe('Rina');
    expect(doc.querySelector<HTMLSelectElement>(`select[name="plusOnes.${first}"]`)!.value).toBe('2');
    expect(text(doc.querySelector('.inv-answers'))).toContain('Bu <Harto>, Rina, Tamu pendamping 1');
  });

  it('keeps the one-person form for a guest without members, with no plus-one to name when the quota is one', () => {
    const doc = parse(renderGuestPage({ guest: { name: 'Budi', code: 'kode-budi', quota: 1 } }));
    expect(doc.querySelector('[name^="member."]')).toBeNull();
    expect(doc.querySelector('[name^="plusOne"]')).toBeNull();
    expect(doc.querySelector(`[name="pax.${events[0]}"]`)).not.toBeNull();
  });
});

describe('the RSVP form of one person with plus-one places', () => {
  const budi = { name: 'Budi', code: 'kode-budi', quota: 3 };

  it('asks how many come and offers a labelled, optional name field for each plus-one place', () => {
    const doc = parse(renderGuestPage({ guest: budi }));
    const form = doc.querySelector('form[data-form="rsvp"]')!;
    for (const eventId of events) {
      expect(form.querySelectorAll(`[name="attendance.${eventId}"]`)).toHaveLength(3);
      const pax = form.querySelector<HTMLSelectElement>(`select[name="pax.${eventId}"]`)!;
      const names = [...form.querySelectorAll<HTMLInputElement>(`input[name^="plusOne.${eventId}."]`)];
      expect(names.map((input) => input.name)).toEqual([`plusOne.${eventId}.1`, `plusOne.${eventId}.2`]);
      for (const input of names) {
        expect(input.required).toBe(false);
        expect(text(form.querySelector(`label[for="${input.id}"]`))).toMatch(
          /^Nama tamu pendamping \d \(opsional\)$/,
        );
      }
      // The page script shows as many names as the count chosen beyond the guest: the fields right after it.
      expect(pax.getAttribute('data-names')).toBe('1');
      expect(pax.parentElement!.nextElementSibling!.contains(names[0]!)).toBe(true);
      expect(form.querySelector(`[name="plusOnes.${eventId}"]`)).toBeNull();
    }
  });

  it('opens with the names saved and lists who comes', () => {
    const [first] = events;
    const doc = answeredFirst(budi, [
      { key: 'self', name: 'Budi' },
      { key: 'p:1', name: 'Dewi <D>' },
      { key: 'p:2', name: '' },
    ]);
    expect(doc.querySelector<HTMLInputElement>(`input[name="plusOne.${first}.1"]`)!.value).toBe('Dewi <D>');
    expect(doc.querySelector<HTMLInputElement>(`input[name="plusOne.${first}.2"]`)!.value).toBe('');
    expect(text(doc.querySelector('.inv-answers'))).toContain('Budi, Dewi <D>, Tamu pendamping 1');
  });
});

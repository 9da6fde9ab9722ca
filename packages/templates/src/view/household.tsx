// @jsxRuntime automatic
import {
  MEMBER_ATTENDANCE,
  RSVP_FIELDS,
  attendeeKey,
  plusOnePlaces,
  type TInvitationEvent,
  type TRsvpAttendee,
} from '@undangin/shared';
import type { TPageModel } from '../types';

/**
 * A household's answer for one session, as plain form fields: each member hadir or tidak hadir, then
 * how many plus-ones come and their names (blank allowed), up to the guest's plus-one places.
 */

const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

type TMember = { id: string; name: string };

/** The plus-ones of a saved answer, in order, so the form opens with what the guest sent. */
function savedPlusOnes(attendees: readonly TRsvpAttendee[] | null | undefined): string[] {
  return (attendees ?? []).filter((person) => person.key.startsWith('p:')).map((person) => person.name);
}

/**
 * The plus-ones' names, blank allowed, one field per place, right after the field that counts them.
 * Without the page script every field shows; with it, as many as that count's select (carrying
 * `data-names`: how many of its count are named people) leaves for plus-ones.
 */
export function PlusOneNames({
  m,
  event,
  places,
}: {
  m: TPageModel;
  event: TInvitationEvent;
  places: number;
}) {
  const saved = savedPlusOnes(m.props.rsvp?.answers[event.id]?.attendees);
  return (
    <div>
      {Array.from({ length: places }, (_, index) => {
        const id = `plus-one-${safe(event.id)}-${index + 1}`;
        return (
          <div className="inv-field" key={id}>
            <label htmlFor={id}>{m.t.plusOneName(index + 1)}</label>
            <input
              id={id}
              type="text"
              name={RSVP_FIELDS.plusOne(event.id, index + 1)}
              maxLength={100}
              autoComplete="off"
              defaultValue={saved[index]}
            />
          </div>
        );
      })}
    </div>
  );
}

export function PlusOnesFields({
  m,
  event,
  places,
}: {
  m: TPageModel;
  event: TInvitationEvent;
  places: number;
}) {
  if (places === 0) return null;
  const saved = savedPlusOnes(m.props.rsvp?.answers[event.id]?.attendees);
  const countId = `plus-ones-${safe(event.id)}`;
  return (
    <fieldset className="inv-member">
      <legend>{m.t.plusOnes}</legend>
      <p className="inv-note">{m.t.plusOnesHint(places)}</p>
      <div className="inv-field inv-field-inline">
        <label htmlFor={countId}>{m.t.plusOnesCount}</label>
        <select
          id={countId}
          name={RSVP_FIELDS.plusOnes(event.id)}
          defaultValue={String(saved.length)}
          data-names="0"
        >
          {Array.from({ length: places + 1 }, (_, count) => (
            <option key={count} value={count}>
              {count === 0 ? m.t.plusOnesNone : m.t.paxValue(count)}
            </option>
          ))}
        </select>
      </div>
      <PlusOneNames m={m} event={event} places={places} />
    </fieldset>
  );
}

/** Each member's radio pair for the session; the saved answer says who was coming. */
export function HouseholdChoice({
  m,
  event,
  members,
}: {
  m: TPageModel;
  event: TInvitationEvent;
  members: TMember[];
}) {
  const answer = m.props.rsvp?.answers[event.id];
  const coming = new Set((answer?.attendees ?? []).map((person) => person.key));
  const places = plusOnePlaces({ quota: m.props.guest?.quota ?? members.length, members });
  return (
    <>
      <p className="inv-note">{m.t.householdHint}</p>
      {members.map((member) => {
        const said = answer
          ? coming.has(attendeeKey.member(member.id))
            ? 'hadir'
            : 'tidak_hadir'
          : undefined;
        return (
          <fieldset className="inv-member" key={member.id}>
            <legend>{member.name}</legend>
            <div className="inv-pills">
              {MEMBER_ATTENDANCE.map((value) => (
                <label className="inv-pill" key={value}>
                  <input
                    type="radio"
                    name={RSVP_FIELDS.member(event.id, member.id)}
                    value={value}
                    required
                    defaultChecked={said === value}
                  />
                  <span>{m.t.attendanceOption[value]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <PlusOnesFields m={m} event={event} places={places} />
    </>
  );
}

/** Who a saved answer brings, by name; an unnamed plus-one reads as "Tamu pendamping n". */
export function attendeeNames(m: TPageModel, attendees: readonly TRsvpAttendee[]): string {
  let blank = 0;
  return attendees
    .map((person) => {
      if (person.name) return person.name;
      blank += 1;
      return m.t.companion(blank);
    })
    .join(', ');
}

// @jsxRuntime automatic
import {
  ATTENDANCE,
  RSVP_FIELDS,
  WISH_FIELDS,
  PUBLIC_FORM_LIMITS,
  TIME_ZONE_IANA,
  invitationTimeZone,
  plusOnePlaces,
} from '@undangin/shared';
import { eventTitle, formatLongDate, formatWishDate, guestAddress } from '../format';
import type { ReactNode } from 'react';
import type { TFlash, TPageUrls, TSectionProps, TTemplateDefinition } from '../types';
import { attendeeNames, HouseholdChoice, PlusOneNames } from './household';
import { RsvpQuestions } from './questions';
import { Section, deadlineText } from './sections';

/**
 * RSVP and wishes are plain HTML forms: they post without JavaScript (carrying the hidden per-page
 * token, since they cannot send the XSRF header), and the page script sends them in place when it runs.
 */

function Flash({ flash, form }: { flash?: TFlash; form: TFlash['form'] }) {
  const shown = flash?.form === form ? flash : undefined;
  return (
    <p
      className={`inv-status${shown ? (shown.ok ? ' is-ok' : ' is-error') : ''}`}
      role="status"
      data-status=""
    >
      {shown?.message}
    </p>
  );
}

function HiddenFields({ m }: TSectionProps) {
  return (
    <>
      <input type="hidden" name={RSVP_FIELDS.token} value={m.props.formToken ?? ''} />
      {m.props.guest && <input type="hidden" name={RSVP_FIELDS.guestCode} value={m.props.guest.code} />}
      <input type="hidden" name={RSVP_FIELDS.lang} value={m.locale} />
    </>
  );
}

/** Keeps ids unique and valid whatever an event id holds. */
function fieldId(prefix: string, eventId: string, suffix = ''): string {
  return `${prefix}-${eventId.replace(/[^A-Za-z0-9_-]/g, '_')}${suffix}`;
}

/**
 * Where each public form posts, and its name input's id and field (a guest on a personal link is named
 * instead of asked).
 */
const FORMS = {
  rsvp: { action: 'rsvpAction', nameId: 'rsvp-name', nameField: RSVP_FIELDS.name },
  wishes: { action: 'wishesAction', nameId: 'wish-name', nameField: WISH_FIELDS.name },
  // Shown on personal links only, so its name field is never asked.
  gift: { action: 'giftAction', nameId: 'gift-name', nameField: WISH_FIELDS.name },
} as const satisfies Record<TFlash['form'], { action: keyof TPageUrls; nameId: string; nameField: string }>;

type TFieldProps = { id: string; label: string; inline?: boolean; children: ReactNode };

/** A labelled field of a public form; the control inside carries the id the label names. */
export function Field({ id, label, inline, children }: TFieldProps) {
  return (
    <div className={inline ? 'inv-field inv-field-inline' : 'inv-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

type TPublicFormProps = TSectionProps & {
  form: TFlash['form'];
  /** What precedes the guest's name when it is known ("Konfirmasi untuk", "Nama:"). */
  guestPrefix: string;
  savedName?: string;
  submitLabel: string;
  children: ReactNode;
};

/** One public form: the hidden fields, who is writing, the form's own fields, its button and its answer. */
export function PublicForm({ m, form, guestPrefix, savedName, submitLabel, children }: TPublicFormProps) {
  const { action, nameId, nameField } = FORMS[form];
  return (
    <form className="inv-form" method="post" action={m.urls[action]} data-form={form}>
      <fieldset className="inv-fieldset" disabled={m.preview}>
        <HiddenFields m={m} />
        {m.props.guest ? (
          <p className="inv-form-for">
            {guestPrefix} <strong>{guestAddress(m.props.guest)}</strong>
          </p>
        ) : (
          <Field id={nameId} label={m.t.name}>
            <input
              id={nameId}
              type="text"
              name={nameField}
              required
              maxLength={PUBLIC_FORM_LIMITS.name}
              autoComplete="name"
              defaultValue={savedName}
            />
          </Field>
        )}
        {children}
        <button type="submit" className="inv-btn inv-submit">
          {submitLabel}
        </button>
      </fieldset>
      <Flash flash={m.props.flash} form={form} />
    </form>
  );
}

function RsvpAnswers({ m }: TSectionProps) {
  const answers = m.props.rsvp?.answers ?? {};
  const given = m.events.filter((event) => answers[event.id]);
  if (given.length === 0) return null;
  const household = (m.props.guest?.members?.length ?? 0) > 0;
  // One person's answer names its people only once a plus-one was given a name.
  const named = (attendees: readonly { key: string; name: string }[]) =>
    household || attendees.some((person) => person.key.startsWith('p:') && person.name);
  return (
    <dl className="inv-answers">
      {given.map((event) => {
        const answer = answers[event.id]!;
        return (
          <div key={event.id}>
            <dt>{eventTitle(event, m.t)}</dt>
            <dd>
              {m.t.attendanceOption[answer.attendance]}
              {answer.attendance === 'hadir' && ` · ${m.t.paxValue(answer.pax)}`}
              {answer.attendees && answer.attendees.length > 0 && named(answer.attendees) && (
                <span className="inv-choice-date">{attendeeNames(m, answer.attendees)}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export function RsvpSection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  if (!m.settings.rsvpEnabled || m.events.length === 0) return null;
  const guest = m.props.guest;
  const quota = Math.min(20, Math.max(1, guest?.quota ?? m.settings.defaultPax));
  const members = guest?.members ?? [];
  // A guest on their own link may name the plus-ones their quota allows; the general link names nobody.
  const places = guest ? plusOnePlaces({ quota, members: [] }) : 0;
  const saved = m.props.rsvp;
  const deadline = deadlineText(m);
  return (
    <Section id="rsvp" className="inv-rsvp" title={m.t.rsvp} Ornament={template.Ornament}>
      <p>{m.t.rsvpText}</p>
      {deadline && <p className="inv-note">{deadline}</p>}
      {Object.keys(saved?.answers ?? {}).length > 0 && (
        <div className="inv-card inv-answers-card">
          <p className="inv-kicker">{m.t.yourAnswer}</p>
          <RsvpAnswers m={m} />
        </div>
      )}
      {!m.flags.rsvpOpen ? (
        <p className="inv-closed">{m.t.rsvpClosed}</p>
      ) : (
        <PublicForm
          m={m}
          form="rsvp"
          guestPrefix={m.t.rsvpFor}
          savedName={saved?.name}
          submitLabel={m.t.sendRsvp}
        >
          {m.events.map((event) => {
            const answer = saved?.answers[event.id];
            return (
              <fieldset className="inv-choice" key={event.id}>
                <legend>
                  {eventTitle(event, m.t)}
                  {event.date && <span className="inv-choice-date">{formatLongDate(event.date, m.t)}</span>}
                </legend>
                {members.length > 0 ? (
                  <HouseholdChoice m={m} event={event} members={members} />
                ) : (
                  <>
                    <div className="inv-pills">
                      {ATTENDANCE.map((value) => (
                        <label className="inv-pill" key={value}>
                          <input
                            type="radio"
                            name={RSVP_FIELDS.attendance(event.id)}
                            value={value}
                            required
                            defaultChecked={answer?.attendance === value}
                          />
                          <span>{m.t.attendanceOption[value]}</span>
                        </label>
                      ))}
                    </div>
                    <Field id={fieldId('pax', event.id)} label={m.t.pax} inline>
                      <select
                        id={fieldId('pax', event.id)}
                        name={RSVP_FIELDS.pax(event.id)}
                        defaultValue={String(Math.min(answer?.pax ?? 1, quota))}
                        {...(places > 0 ? { 'data-names': '1' } : {})}
                      >
                        {Array.from({ length: quota }, (_, index) => index + 1).map((count) => (
                          <option key={count} value={count}>
                            {m.t.paxValue(count)}
                          </option>
                        ))}
                      </select>
                    </Field>
                    {places > 0 && <PlusOneNames m={m} event={event} places={places} />}
                  </>
                )}
              </fieldset>
            );
          })}
          <RsvpQuestions m={m} />
          <Field id="rsvp-message" label={m.t.messageOptional}>
            <textarea
              id="rsvp-message"
              name={RSVP_FIELDS.message}
              rows={3}
              maxLength={PUBLIC_FORM_LIMITS.message}
              defaultValue={saved?.message}
            />
          </Field>
        </PublicForm>
      )}
    </Section>
  );
}

export function WishesSection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  if (!m.flags.wishesEnabled) return null;
  const items = m.props.wishes?.items ?? [];
  const zone = invitationTimeZone(m.content.events ?? []);
  const more = m.props.wishes?.moreHref;
  const moreHref = more && (/^(\/(?!\/)|\?|#)/.test(more) || /^https?:\/\//.test(more)) ? more : undefined;
  return (
    <Section id="ucapan" className="inv-wishes" title={m.t.wishes} Ornament={template.Ornament}>
      <p>{m.t.wishesText}</p>
      <PublicForm m={m} form="wishes" guestPrefix={`${m.t.name}:`} submitLabel={m.t.sendWish}>
        <Field id="wish-message" label={m.t.wish}>
          <textarea
            id="wish-message"
            name={WISH_FIELDS.message}
            rows={4}
            required
            maxLength={PUBLIC_FORM_LIMITS.wishMessage}
          />
        </Field>
        <Field id="wish-attendance" label={m.t.attendanceOptional}>
          <select id="wish-attendance" name={WISH_FIELDS.attendance} defaultValue="">
            <option value="">—</option>
            {ATTENDANCE.map((value) => (
              <option key={value} value={value}>
                {m.t.attendanceOption[value]}
              </option>
            ))}
          </select>
        </Field>
        {m.settings.wishesModeration && <p className="inv-note">{m.t.moderated}</p>}
      </PublicForm>
      {/* The zone travels with the list so that a wish sent from this page is written in it too. */}
      <ol
        className="inv-wish-list"
        data-wish-list=""
        data-wish-zone={zone}
        data-wish-tz={TIME_ZONE_IANA[zone]}
      >
        {items.map((wish, index) => (
          <li className="inv-wish" key={wish.id ?? index}>
            <p className="inv-wish-head">
              <strong className="inv-wish-name">{wish.name}</strong>
              {wish.attendance && (
                <span className={`inv-badge inv-badge-${wish.attendance}`}>
                  {m.t.attendanceOption[wish.attendance]}
                </span>
              )}
            </p>
            <p className="inv-wish-msg">{wish.message}</p>
            <time className="inv-wish-time" dateTime={wish.createdAt}>
              {formatWishDate(wish.createdAt, zone, m.t)}
            </time>{' '}
            <span className="inv-wish-zone">{zone}</span>
          </li>
        ))}
      </ol>
      {items.length === 0 && (
        <p className="inv-note" data-wish-empty="">
          {m.t.noWishes}
        </p>
      )}
      {moreHref && (
        <p className="inv-more">
          <a className="inv-btn inv-btn-ghost inv-btn-sm" href={moreHref}>
            {m.t.moreWishes}
          </a>
        </p>
      )}
    </Section>
  );
}

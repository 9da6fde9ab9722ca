// @jsxRuntime automatic
import {
  ATTENDEE_SELF,
  attendeeKey,
  HOUSEHOLD_KEY,
  QUESTION_FIELD,
  questionLabel,
  RSVP_QUESTION_LIMITS,
  type TRsvpAnswerValue,
  type TRsvpQuestion,
} from '@undangin/shared';
import type { TPageModel, TSectionProps } from '../types';
import { eventTitle } from '../format';

/** Keeps ids unique and valid whatever a key holds (`p:1`, `m:m2`). */
const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

type TPerson = { key: string; label: string };

/**
 * Everyone a per-person question may be asked of on this page: the household's members or the guest,
 * then the plus-ones up to the quota. The form cannot know beforehand who will come, so it asks each
 * place once and the server keeps only the answers of the people the RSVP says attend.
 */
function placesOf(m: TPageModel): TPerson[] {
  const guest = m.props.guest;
  const members = guest?.members ?? [];
  const quota = Math.min(20, Math.max(1, guest?.quota ?? m.settings.defaultPax));
  const named: TPerson[] =
    members.length > 0
      ? members.map((member) => ({ key: attendeeKey.member(member.id), label: member.name }))
      : [{ key: ATTENDEE_SELF, label: guest ? guest.name : m.t.you }];
  const plusOnes = Math.max(0, quota - named.length);
  return [
    ...named,
    ...Array.from({ length: plusOnes }, (_, i) => ({
      key: attendeeKey.plusOne(i + 1),
      label: m.t.companion(i + 1),
    })),
  ];
}

function savedValue(m: TPageModel, questionId: string, personKey: string): TRsvpAnswerValue | undefined {
  return m.props.rsvp?.questions?.find(
    (answer) => answer.questionId === questionId && answer.personKey === personKey,
  )?.value;
}

type TAskProps = {
  m: TPageModel;
  question: TRsvpQuestion;
  personKey: string;
  field: string;
  id: string;
  label: string;
};

/** One answer's control: choices as pills in a fieldset, text and number as a labelled field. */
function Ask({ m, question, personKey, field, id, label }: TAskProps) {
  const saved = savedValue(m, question.id, personKey);
  const mark = question.required ? ` ${m.t.questionRequired}` : '';
  if (question.kind === 'single' || question.kind === 'multiple') {
    const chosen = new Set(Array.isArray(saved) ? saved : saved === undefined ? [] : [String(saved)]);
    return (
      <fieldset className="inv-choice">
        <legend>
          {label}
          {mark}
        </legend>
        <div className="inv-pills">
          {question.options
            .filter((option) => !option.archived)
            .map((option) => (
              <label className="inv-pill" key={option.id}>
                <input
                  type={question.kind === 'single' ? 'radio' : 'checkbox'}
                  name={field}
                  value={option.id}
                  defaultChecked={chosen.has(option.id)}
                />
                <span>{questionLabel(option.label, m.locale)}</span>
              </label>
            ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="inv-field">
      <label htmlFor={id}>
        {label}
        {mark}
      </label>
      {question.kind === 'number' ? (
        <input
          id={id}
          type="number"
          name={field}
          inputMode="numeric"
          min={question.min ?? RSVP_QUESTION_LIMITS.numberMin}
          max={question.max ?? RSVP_QUESTION_LIMITS.numberMax}
          step={1}
          defaultValue={typeof saved === 'number' ? String(saved) : undefined}
        />
      ) : (
        <input
          id={id}
          type="text"
          name={field}
          maxLength={RSVP_QUESTION_LIMITS.text}
          defaultValue={typeof saved === 'string' ? saved : undefined}
        />
      )}
    </div>
  );
}

/** The couple's own questions in the RSVP form, after the sessions: per household once, per person per place. */
export function RsvpQuestions({ m }: TSectionProps) {
  const eventIds = new Set(m.events.map((event) => event.id));
  const questions = (m.props.questions ?? []).filter(
    (question) => !question.archived && (question.eventId === null || eventIds.has(question.eventId)),
  );
  if (questions.length === 0) return null;
  const places = placesOf(m);
  return (
    <div className="inv-questions">
      <p className="inv-note">{m.t.questionsNote}</p>
      {questions.map((question) => {
        const event = question.eventId ? m.events.find((item) => item.id === question.eventId) : undefined;
        const title = `${questionLabel(question.label, m.locale)}${event ? ` (${eventTitle(event, m.t)})` : ''}`;
        if (question.per === 'household') {
          const field = QUESTION_FIELD.household(question.id);
          return (
            <Ask
              key={question.id}
              m={m}
              question={question}
              personKey={HOUSEHOLD_KEY}
              field={field}
              id={`q-${safe(question.id)}`}
              label={title}
            />
          );
        }
        return (
          <fieldset className="inv-choice" key={question.id}>
            <legend>{title}</legend>
            {places.map((person) => (
              <Ask
                key={person.key}
                m={m}
                question={question}
                personKey={person.key}
                field={QUESTION_FIELD.person(question.id, person.key)}
                id={`q-${safe(question.id)}-${safe(person.key)}`}
                label={person.label}
              />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}

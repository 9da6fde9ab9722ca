import { z } from 'zod';

/**
 * The couple's own RSVP questions (issue #17 part 2): what each question asks, the answers a guest
 * gives on the public page, the rules those answers are held to, and the caterer's count. Pure, so the
 * API, the public page and the dashboard read one rule.
 */

export const RSVP_QUESTION_KINDS = ['single', 'multiple', 'text', 'number'] as const;
export type TRsvpQuestionKind = (typeof RSVP_QUESTION_KINDS)[number];

/** `person`: asked for each attending person of an answer; `household`: once per answer. */
export const RSVP_QUESTION_PER = ['person', 'household'] as const;
export type TRsvpQuestionPer = (typeof RSVP_QUESTION_PER)[number];

export const RSVP_QUESTION_LIMITS = {
  questions: 20,
  optionsMin: 2,
  optionsMax: 12,
  label: 200,
  optionLabel: 60,
  text: 200,
  numberMin: 0,
  numberMax: 10_000,
} as const;

/** The person key of a once-per-answer (household) question's answer. */
export const HOUSEHOLD_KEY = 'household';

const ID = /^[a-z0-9]{1,12}$/;
const ZItemId = z.string().regex(ID, 'ID tidak valid');

const labelText = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

const optionalLabel = (label: string, max: number) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A label in Indonesian (required) and English (optional; the page falls back to Indonesian). */
const ZLabel = (label: string, max: number) =>
  z.object({ id: labelText(label, max), en: optionalLabel(`${label} (English)`, max) });

export const ZRsvpQuestionOptionInput = z.object({
  /** Absent for a new option: the server names it. */
  id: ZItemId.optional(),
  label: ZLabel('Pilihan', RSVP_QUESTION_LIMITS.optionLabel),
});

const ZNumberBound = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int(`${label} harus bilangan bulat`)
    .min(RSVP_QUESTION_LIMITS.numberMin, `${label} minimal ${RSVP_QUESTION_LIMITS.numberMin}`)
    .max(RSVP_QUESTION_LIMITS.numberMax, `${label} maksimal ${RSVP_QUESTION_LIMITS.numberMax}`);

const CHOICE_KINDS: readonly TRsvpQuestionKind[] = ['single', 'multiple'];
export const isChoiceKind = (kind: TRsvpQuestionKind) => CHOICE_KINDS.includes(kind);

/** One question as the couple's editor sends it; the list's order is the page's order. */
export const ZRsvpQuestionInput = z
  .object({
    /** Absent for a new question: the server names it. */
    id: ZItemId.optional(),
    kind: z.enum(RSVP_QUESTION_KINDS, { error: 'Pilih jenis pertanyaan' }),
    label: ZLabel('Pertanyaan', RSVP_QUESTION_LIMITS.label),
    required: z.boolean({ error: 'Pilih wajib atau tidak' }),
    per: z.enum(RSVP_QUESTION_PER, { error: 'Pilih per orang atau per keluarga' }),
    /** Asked only of the guests answering this session; absent: every session. */
    eventId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Acara tidak dikenal')
      .nullish()
      .transform((value) => value ?? null),
    options: z
      .array(ZRsvpQuestionOptionInput, { error: 'Pilihan harus berupa daftar' })
      .max(RSVP_QUESTION_LIMITS.optionsMax, `Pilihan maksimal ${RSVP_QUESTION_LIMITS.optionsMax}`)
      .default([]),
    min: ZNumberBound('Angka terkecil')
      .nullish()
      .transform((value) => value ?? null),
    max: ZNumberBound('Angka terbesar')
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((question, ctx) => {
    if (isChoiceKind(question.kind)) {
      if (question.options.length < RSVP_QUESTION_LIMITS.optionsMin) {
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: `Pilihan minimal ${RSVP_QUESTION_LIMITS.optionsMin}`,
        });
      }
      const ids = question.options.flatMap((option) => (option.id ? [option.id] : []));
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Pilihan tidak boleh kembar' });
      }
    } else if (question.options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Hanya pilihan ganda yang punya pilihan' });
    }
    if (question.kind !== 'number') {
      for (const bound of ['min', 'max'] as const) {
        if (question[bound] !== null) {
          ctx.addIssue({ code: 'custom', path: [bound], message: 'Hanya pertanyaan angka yang punya batas' });
        }
      }
    } else if (question.min !== null && question.max !== null && question.min > question.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['max'],
        message: 'Angka terbesar tidak boleh di bawah angka terkecil',
      });
    }
  });
export type TRsvpQuestionInput = z.input<typeof ZRsvpQuestionInput>;

/** The whole list the editor saves (PUT): what is left out is removed, or archived when answered. */
export const ZRsvpQuestionsSave = z
  .object({
    questions: z
      .array(ZRsvpQuestionInput, { error: 'Daftar pertanyaan tidak valid' })
      .max(RSVP_QUESTION_LIMITS.questions, `Pertanyaan maksimal ${RSVP_QUESTION_LIMITS.questions}`),
  })
  .superRefine((value, ctx) => {
    const ids = value.questions.flatMap((question) => (question.id ? [question.id] : []));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'Pertanyaan tidak boleh kembar' });
    }
  });
export type TRsvpQuestionsSave = z.input<typeof ZRsvpQuestionsSave>;

export const ZRsvpQuestionOption = z.object({
  id: z.string(),
  label: z.object({ id: z.string(), en: z.string().optional() }),
  /** Removed after someone chose it: kept so the answers still read, never offered again. */
  archived: z.boolean(),
});
export type TRsvpQuestionOption = z.infer<typeof ZRsvpQuestionOption>;

/** A question as the API answers it and the page asks it. */
export const ZRsvpQuestion = z.object({
  id: z.string(),
  kind: z.enum(RSVP_QUESTION_KINDS),
  label: z.object({ id: z.string(), en: z.string().optional() }),
  required: z.boolean(),
  per: z.enum(RSVP_QUESTION_PER),
  eventId: z.string().nullable(),
  options: z.array(ZRsvpQuestionOption),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  position: z.number().int(),
  /** Removed after it was answered: its answers are kept and shown, it is no longer asked. */
  archived: z.boolean(),
});
export type TRsvpQuestion = z.infer<typeof ZRsvpQuestion>;

export const ZRsvpQuestionList = z.object({
  questions: z.array(ZRsvpQuestion),
  /** Answers given so far per question id, so the editor can say what a removal keeps. */
  answered: z.record(z.string(), z.number().int()),
});
export type TRsvpQuestionList = z.infer<typeof ZRsvpQuestionList>;

/** A stored answer's value: option ids for a choice, the text, or the number. */
export const ZRsvpAnswerValue = z.union([z.string(), z.array(z.string()), z.number()]);
export type TRsvpAnswerValue = z.infer<typeof ZRsvpAnswerValue>;

/** One answer to one question, by one person (or the household) of one respondent. */
export const ZRsvpQuestionAnswer = z.object({
  questionId: z.string(),
  /** The question's session, or null when it is asked for every session. */
  eventId: z.string().nullable(),
  personKey: z.string(),
  value: ZRsvpAnswerValue,
});
export type TRsvpQuestionAnswer = z.infer<typeof ZRsvpQuestionAnswer>;

/** One answer as the guest list carries it: whose (a person key or `household`) and what. */
export const ZGuestQuestionAnswer = z.object({
  questionId: z.string(),
  personKey: z.string(),
  value: ZRsvpAnswerValue,
});

/** The label shown in a page language, English falling back to Indonesian. */
export function questionLabel(label: { id: string; en?: string }, locale: string): string {
  return locale === 'en' && label.en ? label.en : label.id;
}

/**
 * Public form field names: `q.<questionId>` for a household question, `q.<questionId>.<personKey>`
 * per person (`self`, `m:<memberId>`, `p:<n>`). The question's own session is stored beside the answer,
 * so a person answers a question once however many sessions they attend.
 */
export const QUESTION_FIELD = {
  household: (questionId: string) => `q.${questionId}`,
  person: (questionId: string, personKey: string) => `q.${questionId}.${personKey}`,
} as const;

/** The `q.*` fields of a posted form, each as its list of values (a multiple choice repeats its field). */
export function questionFields(body: Record<string, unknown>): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(body)) {
    if (!name.startsWith('q.')) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).filter(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    if (values.length > 0) fields[name] = values;
  }
  return fields;
}

/** A person of an answer, as households.ts names them. */
export type TAnswerPerson = { key: string; name: string };
/** Who attends one session of a respondent's answer. */
export type TAttendingSession = { eventId: string; people: readonly TAnswerPerson[] };

/** The people a question is asked of: those attending its session, or any session; empty: not asked. */
export function peopleAsked(
  question: Pick<TRsvpQuestion, 'eventId'>,
  attending: readonly TAttendingSession[],
) {
  const people = new Map<string, TAnswerPerson>();
  for (const session of attending) {
    if (question.eventId !== null && session.eventId !== question.eventId) continue;
    for (const person of session.people) if (!people.has(person.key)) people.set(person.key, person);
  }
  return [...people.values()];
}

type TValueCheck = { value: TRsvpAnswerValue } | { error: string };

function checkValue(question: TRsvpQuestion, values: readonly string[]): TValueCheck {
  const offered = new Set(question.options.filter((option) => !option.archived).map((option) => option.id));
  switch (question.kind) {
    case 'single':
      if (values.length !== 1) return { error: 'Pilih satu jawaban' };
      return offered.has(values[0]!) ? { value: values[0]! } : { error: 'Pilihan tidak dikenal' };
    case 'multiple': {
      const chosen = [...new Set(values)];
      if (chosen.some((value) => !offered.has(value))) return { error: 'Pilihan tidak dikenal' };
      return { value: chosen };
    }
    case 'text': {
      if (values.length !== 1) return { error: 'Isi satu jawaban' };
      const text = values[0]!.trim();
      if (text.length > RSVP_QUESTION_LIMITS.text) {
        return { error: `Jawaban maksimal ${RSVP_QUESTION_LIMITS.text} karakter` };
      }
      return { value: text };
    }
    case 'number': {
      if (values.length !== 1 || !/^-?\d{1,6}$/.test(values[0]!.trim()))
        return { error: 'Jawaban harus bilangan bulat' };
      const number = Number(values[0]!.trim());
      const min = question.min ?? RSVP_QUESTION_LIMITS.numberMin;
      const max = question.max ?? RSVP_QUESTION_LIMITS.numberMax;
      if (number < min) return { error: `Jawaban minimal ${min}` };
      if (number > max) return { error: `Jawaban maksimal ${max}` };
      return { value: number };
    }
  }
}

/**
 * Holds a respondent's answers to the questions: each asked question (active, and its session
 * attended) is answered by each person asked (or once for the household) when it is required; a
 * value must suit its kind (a known, not archived option; a whole number within range; text of 1..200
 * characters). Answers for people or sessions not asked, or unknown fields, are dropped rather than
 * refused: a guest who unticks a person leaves that person's answers on the page.
 */
export function checkQuestionAnswers(
  questions: readonly TRsvpQuestion[],
  fields: Readonly<Record<string, readonly string[]>>,
  attending: readonly TAttendingSession[],
): { errors: Record<string, string[]>; answers: TRsvpQuestionAnswer[] } {
  const errors: Record<string, string[]> = {};
  const answers: TRsvpQuestionAnswer[] = [];
  for (const question of questions) {
    if (question.archived) continue;
    const people = peopleAsked(question, attending);
    if (people.length === 0) continue;
    const asked =
      question.per === 'household'
        ? [{ field: QUESTION_FIELD.household(question.id), personKey: HOUSEHOLD_KEY }]
        : people.map((person) => ({
            field: QUESTION_FIELD.person(question.id, person.key),
            personKey: person.key,
          }));
    for (const { field, personKey } of asked) {
      const values = fields[field] ?? [];
      if (values.length === 0) {
        if (question.required) errors[field] = ['Jawaban wajib diisi'];
        continue;
      }
      const checked = checkValue(question, values);
      if ('error' in checked) errors[field] = [checked.error];
      else
        answers.push({ questionId: question.id, eventId: question.eventId, personKey, value: checked.value });
    }
  }
  return { errors, answers };
}

/** A respondent's attendance at one session, for the count: who of them comes. */
export type TCountedSession = { respondentKey: string; eventId: string; personKeys: readonly string[] };
/** A stored answer with whose it is. */
export type TCountedAnswer = TRsvpQuestionAnswer & { respondentKey: string };

/** Per session, per choice question, per option: how many attending people (or households) chose it. */
export type TQuestionCounts = Record<string, Record<string, Record<string, number>>>;

/**
 * The caterer's count: for each session, the people attending it whose answer to a choice question
 * (asked for that session or for every session) picked each option; a household question counts the
 * households attending. Someone who does not attend is not counted, whatever they answered before.
 */
export function countQuestionAnswers(
  questions: readonly TRsvpQuestion[],
  answers: readonly TCountedAnswer[],
  sessions: readonly TCountedSession[],
): TQuestionCounts {
  const byPerson = new Map<string, TRsvpAnswerValue>();
  for (const answer of answers) {
    byPerson.set(`${answer.respondentKey}|${answer.questionId}|${answer.personKey}`, answer.value);
  }
  const counts: TQuestionCounts = {};
  for (const session of sessions) {
    if (session.personKeys.length === 0) continue;
    for (const question of questions) {
      if (!isChoiceKind(question.kind)) continue;
      if (question.eventId !== null && question.eventId !== session.eventId) continue;
      const keys = question.per === 'household' ? [HOUSEHOLD_KEY] : session.personKeys;
      for (const personKey of keys) {
        const value = byPerson.get(`${session.respondentKey}|${question.id}|${personKey}`);
        if (value === undefined) continue;
        const chosen = Array.isArray(value) ? value : [String(value)];
        const perOption = ((counts[session.eventId] ??= {})[question.id] ??= {});
        for (const option of chosen) perOption[option] = (perOption[option] ?? 0) + 1;
      }
    }
  }
  return counts;
}

/** Marks what the couple removed after guests answered it, wherever the answers are read. */
export const REMOVED_MARK = { option: '(opsi dihapus)', question: '(pertanyaan dihapus)' } as const;

/** An answer in words (Indonesian): option labels, a removed option named as removed, the text or number. */
export function answerText(question: Pick<TRsvpQuestion, 'options'>, value: TRsvpAnswerValue): string {
  if (typeof value === 'number') return String(value);
  if (!Array.isArray(value) && !question.options.some((option) => option.id === value)) return value;
  return (Array.isArray(value) ? value : [value])
    .map((id) => {
      const option = question.options.find((candidate) => candidate.id === id);
      if (!option) return `${id} ${REMOVED_MARK.option}`;
      return option.archived ? `${option.label.id} ${REMOVED_MARK.option}` : option.label.id;
    })
    .join(', ');
}

/** Who a person key names on a guest's row: the guest, a member, or the n-th plus-one. */
export function personName(
  personKey: string,
  guest: { name: string; members?: readonly { id: string; name: string }[] },
): string {
  if (personKey === 'self') return guest.name;
  if (personKey.startsWith('m:')) {
    const member = guest.members?.find((candidate) => `m:${candidate.id}` === personKey);
    return member?.name ?? personKey;
  }
  if (personKey.startsWith('p:')) return `Tamu pendamping ${personKey.slice(2)}`;
  return '';
}

/** A question's column heading: its label, and a removed question named as removed. */
export function questionHeading(question: Pick<TRsvpQuestion, 'label' | 'archived'>): string {
  return question.archived ? `${question.label.id} ${REMOVED_MARK.question}` : question.label.id;
}

/** One guest's answers to one question in a cell: "Budi: Ayam; Tamu pendamping 1: Ikan", or the household's. */
export function answersCell(
  question: TRsvpQuestion,
  answers: readonly Pick<TRsvpQuestionAnswer, 'questionId' | 'personKey' | 'value'>[],
  guest: { name: string; members?: readonly { id: string; name: string }[] },
): string {
  // The guest or the household's members in their order first, then the plus-ones by number.
  const rank = (key: string) =>
    key === 'self'
      ? 0
      : key.startsWith('m:')
        ? 1 + (guest.members?.findIndex((member) => `m:${member.id}` === key) ?? 0)
        : 100 + Number(key.slice(2));
  return answers
    .filter((answer) => answer.questionId === question.id)
    .sort((a, b) => rank(a.personKey) - rank(b.personKey))
    .map((answer) =>
      answer.personKey === HOUSEHOLD_KEY
        ? answerText(question, answer.value)
        : `${personName(answer.personKey, guest)}: ${answerText(question, answer.value)}`,
    )
    .join('; ');
}

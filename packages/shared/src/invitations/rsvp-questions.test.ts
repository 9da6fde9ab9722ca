import { describe, expect, it } from 'vitest';
import {
  answersCell,
  checkQuestionAnswers,
  countQuestionAnswers,
  questionFields,
  RSVP_QUESTION_LIMITS,
  ZRsvpQuestionInput,
  ZRsvpQuestionsSave,
  type TRsvpQuestion,
  type TRsvpQuestionInput,
} from './rsvp-questions';

const menuInput: TRsvpQuestionInput = {
  kind: 'single',
  label: { id: 'Menu', en: 'Meal' },
  required: true,
  per: 'person',
  options: [{ label: { id: 'Ayam' } }, { label: { id: 'Ikan' } }],
};

function messagesOf(input: unknown) {
  const parsed = ZRsvpQuestionInput.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('ZRsvpQuestionInput', () => {
  it('takes a menu question', () => {
    expect(messagesOf(menuInput)).toEqual({});
  });

  it('needs an Indonesian label', () => {
    expect(messagesOf({ ...menuInput, label: { id: '  ' } })).toEqual({
      'label.id': ['Pertanyaan wajib diisi'],
    });
  });

  it('holds the label to 200 characters', () => {
    expect(messagesOf({ ...menuInput, label: { id: 'a'.repeat(200) } })).toEqual({});
    expect(messagesOf({ ...menuInput, label: { id: 'a'.repeat(201) } })).toEqual({
      'label.id': ['Pertanyaan maksimal 200 karakter'],
    });
  });

  it('needs 2 to 12 options for a choice', () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ label: { id: `Opsi ${i}` } }));
    expect(messagesOf({ ...menuInput, options: options(1) })).toEqual({ options: ['Pilihan minimal 2'] });
    expect(messagesOf({ ...menuInput, options: options(2) })).toEqual({});
    expect(messagesOf({ ...menuInput, options: options(12) })).toEqual({});
    expect(messagesOf({ ...menuInput, options: options(13) })).toEqual({ options: ['Pilihan maksimal 12'] });
  });

  it('refuses options on a text question', () => {
    expect(messagesOf({ ...menuInput, kind: 'text' })).toEqual({
      options: ['Hanya pilihan ganda yang punya pilihan'],
    });
  });

  it('refuses an unknown kind', () => {
    expect(messagesOf({ ...menuInput, kind: 'date' })).toEqual({ kind: ['Pilih jenis pertanyaan'] });
  });

  it('refuses a number range upside down', () => {
    const number = { ...menuInput, kind: 'number', options: [] };
    expect(messagesOf({ ...number, min: 5, max: 5 })).toEqual({});
    expect(messagesOf({ ...number, min: 6, max: 5 })).toEqual({
      max: ['Angka terbesar tidak boleh di bawah angka terkecil'],
    });
  });

  it('gives bounds to a number question only', () => {
    expect(messagesOf({ ...menuInput, min: 1 })).toEqual({
      min: ['Hanya pertanyaan angka yang punya batas'],
    });
  });

  it('refuses an option label past 60 characters', () => {
    const options = [{ label: { id: 'a'.repeat(61) } }, { label: { id: 'Ikan' } }];
    expect(messagesOf({ ...menuInput, options })).toEqual({
      'options.0.label.id': ['Pilihan maksimal 60 karakter'],
    });
  });
});

describe('ZRsvpQuestionsSave', () => {
  it('takes up to 20 questions', () => {
    const questions = (n: number) => Array.from({ length: n }, () => menuInput);
    expect(
      ZRsvpQuestionsSave.safeParse({ questions: questions(RSVP_QUESTION_LIMITS.questions) }).success,
    ).toBe(true);
    const over = ZRsvpQuestionsSave.safeParse({ questions: questions(21) });
    expect(over.error?.issues.map((issue) => issue.message)).toEqual(['Pertanyaan maksimal 20']);
  });

  it('refuses the same question twice', () => {
    const twice = ZRsvpQuestionsSave.safeParse({
      questions: [
        { ...menuInput, id: 'q1' },
        { ...menuInput, id: 'q1' },
      ],
    });
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual(['Pertanyaan tidak boleh kembar']);
  });
});

const question = (overrides: Partial<TRsvpQuestion>): TRsvpQuestion => ({
  id: 'menu',
  kind: 'single',
  label: { id: 'Menu' },
  required: true,
  per: 'person',
  eventId: null,
  options: [
    { id: 'ayam', label: { id: 'Ayam' }, archived: false },
    { id: 'ikan', label: { id: 'Ikan' }, archived: false },
    { id: 'sapi', label: { id: 'Sapi' }, archived: true },
  ],
  min: null,
  max: null,
  position: 0,
  archived: false,
  ...overrides,
});

const two = [
  { key: 'self', name: 'Budi' },
  { key: 'p:1', name: '' },
];

describe('checkQuestionAnswers', () => {
  const menu = question({});
  const check = (
    q: TRsvpQuestion,
    fields: Record<string, string[]>,
    attending = [{ eventId: 'resepsi', people: two }],
  ) => checkQuestionAnswers([q], fields, attending);

  it('stores each attending person’s choice', () => {
    expect(check(menu, { 'q.menu.self': ['ayam'], 'q.menu.p:1': ['ikan'] })).toEqual({
      errors: {},
      answers: [
        { questionId: 'menu', eventId: null, personKey: 'self', value: 'ayam' },
        { questionId: 'menu', eventId: null, personKey: 'p:1', value: 'ikan' },
      ],
    });
  });

  it('needs a required answer from every attending person', () => {
    expect(check(menu, { 'q.menu.self': ['ayam'] }).errors).toEqual({
      'q.menu.p:1': ['Jawaban wajib diisi'],
    });
  });

  it('lets an optional question go unanswered', () => {
    expect(check(question({ required: false }), {})).toEqual({ errors: {}, answers: [] });
  });

  it('asks nobody who does not attend', () => {
    expect(check(menu, { 'q.menu.self': ['ayam'] }, [])).toEqual({ errors: {}, answers: [] });
  });

  it('asks a session’s question only of that session’s people', () => {
    const akad = question({ eventId: 'akad' });
    expect(check(akad, {})).toEqual({ errors: {}, answers: [] });
    expect(check(akad, {}, [{ eventId: 'akad', people: two.slice(0, 1) }]).errors).toEqual({
      'q.menu.self': ['Jawaban wajib diisi'],
    });
  });

  it('asks a household question once', () => {
    const parking = question({ id: 'parkir', per: 'household' });
    expect(check(parking, {}).errors).toEqual({ 'q.parkir': ['Jawaban wajib diisi'] });
    expect(check(parking, { 'q.parkir': ['ikan'] }).answers).toEqual([
      { questionId: 'parkir', eventId: null, personKey: 'household', value: 'ikan' },
    ]);
  });

  it('refuses an unknown option and an archived one', () => {
    expect(check(menu, { 'q.menu.self': ['bebek'], 'q.menu.p:1': ['ayam'] }).errors).toEqual({
      'q.menu.self': ['Pilihan tidak dikenal'],
    });
    expect(check(menu, { 'q.menu.self': ['sapi'], 'q.menu.p:1': ['ayam'] }).errors).toEqual({
      'q.menu.self': ['Pilihan tidak dikenal'],
    });
  });

  it('refuses two values for a single choice', () => {
    expect(check(menu, { 'q.menu.self': ['ayam', 'ikan'], 'q.menu.p:1': ['ayam'] }).errors).toEqual({
      'q.menu.self': ['Pilih satu jawaban'],
    });
  });

  it('takes several options for a multiple choice', () => {
    const many = question({ kind: 'multiple', per: 'household' });
    expect(check(many, { 'q.menu': ['ayam', 'ikan', 'ayam'] }).answers[0]?.value).toEqual(['ayam', 'ikan']);
    expect(check(many, { 'q.menu': ['ayam', 'x'] }).errors).toEqual({ 'q.menu': ['Pilihan tidak dikenal'] });
  });

  it('holds a number to its range', () => {
    const guests = question({ kind: 'number', per: 'household', options: [], min: 1, max: 5 });
    expect(check(guests, { 'q.menu': ['1'] }).answers[0]?.value).toBe(1);
    expect(check(guests, { 'q.menu': ['5'] }).answers[0]?.value).toBe(5);
    expect(check(guests, { 'q.menu': ['0'] }).errors).toEqual({ 'q.menu': ['Jawaban minimal 1'] });
    expect(check(guests, { 'q.menu': ['6'] }).errors).toEqual({ 'q.menu': ['Jawaban maksimal 5'] });
    expect(check(guests, { 'q.menu': ['2.5'] }).errors).toEqual({
      'q.menu': ['Jawaban harus bilangan bulat'],
    });
  });

  it('holds a text to 200 characters', () => {
    const allergy = question({ kind: 'text', per: 'household', options: [] });
    expect(check(allergy, { 'q.menu': ['a'.repeat(200)] }).errors).toEqual({});
    expect(check(allergy, { 'q.menu': ['a'.repeat(201)] }).errors).toEqual({
      'q.menu': ['Jawaban maksimal 200 karakter'],
    });
  });

  it('does not ask an archived question', () => {
    expect(check(question({ archived: true }), {})).toEqual({ errors: {}, answers: [] });
  });
});

describe('questionFields', () => {
  it('keeps the q.* fields with their values, repeated or not, and drops blanks', () => {
    expect(
      questionFields({ token: 't', 'q.a': 'x', 'q.b.self': ['1', '2'], 'q.c': '  ', name: 'Budi' }),
    ).toEqual({
      'q.a': ['x'],
      'q.b.self': ['1', '2'],
    });
  });
});

describe('countQuestionAnswers', () => {
  const menu = question({});
  const answers = [
    { respondentKey: 'guest:1', questionId: 'menu', eventId: null, personKey: 'self', value: 'ayam' },
    { respondentKey: 'guest:1', questionId: 'menu', eventId: null, personKey: 'p:1', value: 'ikan' },
    { respondentKey: 'guest:2', questionId: 'menu', eventId: null, personKey: 'self', value: 'ayam' },
  ];

  it('counts the people attending each session per option', () => {
    expect(
      countQuestionAnswers([menu], answers, [
        { respondentKey: 'guest:1', eventId: 'resepsi', personKeys: ['self', 'p:1'] },
        { respondentKey: 'guest:2', eventId: 'resepsi', personKeys: ['self'] },
        { respondentKey: 'guest:2', eventId: 'akad', personKeys: ['self'] },
      ]),
    ).toEqual({ resepsi: { menu: { ayam: 2, ikan: 1 } }, akad: { menu: { ayam: 1 } } });
  });

  it('leaves out a person who no longer attends', () => {
    expect(
      countQuestionAnswers([menu], answers, [
        { respondentKey: 'guest:1', eventId: 'resepsi', personKeys: ['self'] },
      ]),
    ).toEqual({ resepsi: { menu: { ayam: 1 } } });
  });

  it('counts a session’s question only in that session', () => {
    expect(
      countQuestionAnswers([question({ eventId: 'akad' })], answers, [
        { respondentKey: 'guest:2', eventId: 'resepsi', personKeys: ['self'] },
      ]),
    ).toEqual({});
  });
});

describe('answersCell', () => {
  const menu = question({});
  const guest = { name: 'Keluarga Harto', members: [{ id: 'm1', name: 'Pak Harto' }] };

  it('names each person with their choice, and a removed option as removed', () => {
    expect(
      answersCell(
        menu,
        [
          { questionId: 'menu', personKey: 'm:m1', value: 'ayam' },
          { questionId: 'menu', personKey: 'p:1', value: 'sapi' },
          { questionId: 'other', personKey: 'self', value: 'ikan' },
        ],
        guest,
      ),
    ).toBe('Pak Harto: Ayam; Tamu pendamping 1: Sapi (opsi dihapus)');
  });

  it('writes a household answer alone, several choices joined', () => {
    const many = question({ kind: 'multiple', per: 'household' });
    expect(
      answersCell(many, [{ questionId: 'menu', personKey: 'household', value: ['ayam', 'ikan'] }], guest),
    ).toBe('Ayam, Ikan');
  });
});

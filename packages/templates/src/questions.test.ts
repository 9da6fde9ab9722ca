import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TRsvpQuestion } from '@undangin/shared';
import { ALLERGY_QUESTION, MENU_QUESTION } from '@undangin/shared/test/rsvp-questions';
import { DEMO_CONTENT, DEMO_GUEST } from './demo/content';
import { TEMPLATE_IDS } from './registry';
import { parse, renderGuestPage, text } from './test/support';

const option = (id: string, label: string, archived = false) => ({
  id,
  label: { id: label, en: `${label} EN` },
  archived,
});

const QUESTIONS: TRsvpQuestion[] = [
  {
    ...MENU_QUESTION,
    label: { id: 'Pilihan menu', en: 'Meal' },
    options: [option('o1', 'Ayam'), option('o2', 'Ikan'), option('o3', 'Sapi', true)],
  },
  ALLERGY_QUESTION,
];

/** Issue 17 part 2: the couple's questions in the RSVP form, a plain form that works without JavaScript. */
describe('RSVP questions on the page', () => {
  it('asks a per-person question once per place, in a fieldset named by the question', () => {
    const doc = parse(renderGuestPage({ questions: QUESTIONS, guest: { ...DEMO_GUEST, quota: 2 } }));
    const menu = [...doc.querySelectorAll('.inv-questions > fieldset')].find((set) =>
      text(set.querySelector('legend')).startsWith('Pilihan menu'),
    );
    expect([...menu!.querySelectorAll(':scope > fieldset > legend')].map((legend) => text(legend))).toEqual([
      `${DEMO_GUEST.name} (wajib)`,
      'Tamu pendamping 1 (wajib)',
    ]);
    // An archived option is not offered.
    expect(
      [...doc.querySelectorAll('input[name="q.q1.self"]')].map((input) => input.getAttribute('value')),
    ).toEqual(['o1', 'o2']);
    expect(doc.querySelector('label[for="q-q2"]')?.textContent).toBe('Alergi');
    expect(doc.querySelector('#q-q2')?.getAttribute('name')).toBe('q.q2');
  });

  it('speaks English on an English page, falling back to Indonesian where the couple gave none', () => {
    const doc = parse(renderGuestPage({ questions: QUESTIONS, locale: 'en' }));
    expect(text(doc.querySelector('.inv-questions'))).toContain('Meal');
    expect(text(doc.querySelector('.inv-questions'))).toContain('Ayam EN');
    expect(doc.querySelector('label[for="q-q2"]')?.textContent).toBe('Alergi');
  });

  it('fills in the answers given before', () => {
    const doc = parse(
      renderGuestPage({
        questions: QUESTIONS,
        rsvp: {
          answers: { resepsi: { attendance: 'hadir', pax: 1 } },
          questions: [
            { questionId: 'q1', eventId: null, personKey: 'self', value: 'o2' },
            { questionId: 'q2', eventId: null, personKey: 'household', value: 'Kacang <b>' },
          ],
        },
      }),
    );
    expect(doc.querySelector<HTMLInputElement>('input[name="q.q1.self"][value="o2"]')?.checked).toBe(true);
    expect(doc.querySelector<HTMLInputElement>('#q-q2')?.value).toBe('Kacang <b>');
  });

  it.each(TEMPLATE_IDS)(
    'keeps the page of %s under 50 KB gzipped with questions for a party of ten',
    (templateId) => {
      const html = renderGuestPage({
        templateId,
        content: { ...DEMO_CONTENT, music: { key: 'u1/lagu', mime: 'audio/mpeg' } },
        questions: [...QUESTIONS, { ...QUESTIONS[0]!, id: 'q3', label: { id: 'Minuman' } }],
        guest: { ...DEMO_GUEST, quota: 10 },
      });
      expect(gzipSync(html).length).toBeLessThanOrEqual(50 * 1024);
    },
  );
});

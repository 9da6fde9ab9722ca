import type { TRsvpQuestion } from '../invitations/rsvp-questions';

/** Questions a couple asks, for the tests of the dashboard and of the page that show them. */

/** The caterer's menu, asked of each person; its third option was removed after a guest chose it. */
export const MENU_QUESTION: TRsvpQuestion = {
  id: 'q1',
  kind: 'single',
  label: { id: 'Pilihan menu' },
  required: true,
  per: 'person',
  eventId: null,
  options: [
    { id: 'o1', label: { id: 'Ayam' }, archived: false },
    { id: 'o2', label: { id: 'Ikan' }, archived: false },
    { id: 'o3', label: { id: 'Sapi' }, archived: true },
  ],
  min: null,
  max: null,
  position: 0,
  archived: false,
};

/** A household's optional note. */
export const ALLERGY_QUESTION: TRsvpQuestion = {
  ...MENU_QUESTION,
  id: 'q2',
  kind: 'text',
  label: { id: 'Alergi' },
  required: false,
  per: 'household',
  options: [],
  position: 1,
};

import { dashboardHint, questionLabel, type TInvitationContentDraft } from '@undangin/shared';
import {
  dashboardCard,
  type TContributedCard,
  type TDashboardContributor,
} from '../../lib/dashboard-contributor';
import { eventName } from '../invitations/presenter';
import { invitationsWithQuestions } from './repository';
import { caterCounts } from './service';

/** Marks an option the couple removed after guests chose it: its count stays, named as removed. */
const REMOVED = ' (opsi dihapus)';

/**
 * This area's share of the dashboard: for each session and choice question of the couple's invitations,
 * what the people attending chose ("Ayam 182 · Ikan 64 · Vegetarian 11"), for the caterer.
 */
export const rsvpQuestionsDashboard: TDashboardContributor = async ({ db, user }) => {
  if (user.role === 'admin') return {};
  const invitations = await invitationsWithQuestions(db, user.id);
  if (invitations.length === 0) return {};
  const counted = await caterCounts(
    db,
    invitations.map((invitation) => invitation.id),
  );
  const cards: TContributedCard[] = [];
  for (const invitation of invitations) {
    const found = counted.get(invitation.id);
    if (!found) continue;
    const events = (invitation.content as TInvitationContentDraft).events ?? [];
    for (const event of events) {
      const perQuestion = found.counts[event.id];
      if (!perQuestion) continue;
      for (const question of found.questions) {
        const perOption = perQuestion[question.id];
        if (!perOption) continue;
        const value = question.options
          .filter((option) => !option.archived || (perOption[option.id] ?? 0) > 0)
          .map((option) => `${option.label.id}${option.archived ? REMOVED : ''} ${perOption[option.id] ?? 0}`)
          .join(' · ');
        cards.push(
          dashboardCard('rsvpQuestions.count', {
            value,
            ...dashboardHint('rsvpQuestions.about', {
              question: questionLabel(question.label, 'id'),
              event: eventName(event),
            }),
            tone: 'info',
            link: '/guests',
          }),
        );
      }
    }
  }
  return { cards };
};

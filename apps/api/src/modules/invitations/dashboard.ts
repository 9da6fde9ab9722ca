import { dashboardHint, dashboardSeries, type TInvitationContentDraft } from '@undangin/shared';
import {
  dashboardCard,
  dashboardChart,
  type TContributedCard,
  type TContributedChart,
  type TDashboardContributor,
} from '../../lib/dashboard-contributor';
import * as repo from './dashboard-repository';
import { coupleNames, eventName, toPageEnd } from './presenter';

function eventNameOf(content: TInvitationContentDraft, eventId: string): string {
  const event = content.events?.find((item) => item.id === eventId);
  return event ? eventName(event) : eventId;
}

/**
 * This area's share of the dashboard: for a couple, their invitations' status, page opens, RSVP per
 * event with the number of people, wishes waiting for approval, and until when each page is up; for
 * administrators, the invitations that are live.
 */
export const invitationsDashboard: TDashboardContributor = async ({ db, user, now }) => {
  if (user.role === 'admin') {
    const rows = await repo.countInvitationsByStatus(db);
    const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
    return {
      cards: [
        dashboardCard('invitations.active', {
          value: of('published'),
          ...dashboardHint('invitations.ofTotal', { total }),
          tone: 'success',
          link: '/admin/invitations',
        }),
      ],
    };
  }

  const mine = await repo.listOwnInvitations(db, user.id);
  if (mine.length === 0) return {};
  const ids = mine.map((row) => row.id);
  const [opens, answers, pending] = await Promise.all([
    repo.sumOpens(db, ids),
    repo.countAnswers(db, ids),
    repo.countPendingWishes(db, ids),
  ]);

  const published = mine.filter((row) => row.status === 'published').length;
  const opened = Number(opens[0]?.general ?? 0) + Number(opens[0]?.personal ?? 0);
  const waiting = pending.reduce((sum, row) => sum + Number(row.n), 0);
  const single = mine.length === 1 ? mine[0]! : undefined;
  const cards: TContributedCard[] = [
    dashboardCard('invitations.published', {
      value: published,
      ...dashboardHint('invitations.ofTotal', { total: mine.length }),
      tone: published > 0 ? 'success' : 'default',
      link: single ? `/invitations/${single.id}` : '/invitations',
    }),
    dashboardCard('invitations.opens', {
      value: opened,
      ...dashboardHint('invitations.personalOpens', { n: Number(opens[0]?.personal ?? 0) }),
      tone: 'info',
    }),
    dashboardCard('wishes.pending', {
      value: waiting,
      tone: waiting > 0 ? 'warning' : 'default',
      link: pending[0] ? `/invitations/${pending[0].invitationId}` : '/invitations',
    }),
  ];

  const charts: TContributedChart[] = [];
  if (answers.length > 0) {
    // One bar group per event, named with the slug when the couple has several invitations.
    const events = new Map<string, string>();
    for (const row of answers) {
      const invitation = mine.find((item) => item.id === row.invitationId)!;
      const name = eventNameOf(invitation.content as TInvitationContentDraft, row.eventId);
      events.set(`${row.invitationId}:${row.eventId}`, single ? name : `${name} (${invitation.slug})`);
    }
    const keys = [...events.keys()];
    const sum = (attendance: string, field: 'answers' | 'pax') =>
      keys.map((key) =>
        answers
          .filter((row) => `${row.invitationId}:${row.eventId}` === key && row.attendance === attendance)
          .reduce((total, row) => total + Number(row[field]), 0),
      );
    const attendingPax = sum('hadir', 'pax');
    charts.push(
      dashboardChart('rsvp.perEvent', {
        type: 'bar',
        categories: [...events.values()],
        series: [
          dashboardSeries('rsvp.attendingPax', attendingPax),
          dashboardSeries('rsvp.notAttending', sum('tidak_hadir', 'answers')),
          dashboardSeries('rsvp.unsure', sum('ragu', 'answers')),
        ],
      }),
    );
    cards.push(
      dashboardCard('rsvp.attendingPax', {
        value: Math.max(...attendingPax),
        ...(keys.length > 1 ? dashboardHint('rsvp.busiestEvent') : {}),
        tone: 'success',
      }),
    );
  }
  const pageEnds = mine.map((row) => {
    const content = row.content as TInvitationContentDraft;
    return {
      invitationId: row.id,
      title: coupleNames(content) || row.slug,
      ...toPageEnd(row.activeUntil, content, now),
    };
  });
  return { cards, charts, pageEnds, done: ['invitation'] };
};

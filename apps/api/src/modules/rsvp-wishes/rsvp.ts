import {
  isRsvpOpen,
  parseRsvpForm,
  ZRsvpSubmission,
  type TAttendance,
  type TInvitationContentDraft,
} from '@undangin/shared';
import { notify } from '../notifications/service';
import type { TRsvpWishesContext } from './context';
import { statusText } from './messages';
import * as form from './public-form';
import * as repo from './repository';
import { replaceRespondentAnswers } from '../rsvp-questions/service';
import { questionAnswersOf } from './question-answers';
import { resolveAttendees, rsvpAnswerErrors } from './rsvp-answers';

function attendanceLabel(value: TAttendance): string {
  switch (value) {
    case 'hadir':
      return 'hadir';
    case 'tidak_hadir':
      return 'tidak hadir';
    case 'ragu':
      return 'masih ragu';
  }
}

function eventLabel(content: TInvitationContentDraft, eventId: string): string {
  const event = content.events?.find((item) => item.id === eventId);
  if (!event) return eventId;
  if (event.kind === 'custom' && event.customName) return event.customName;
  const names: Record<string, string> = {
    akad: 'Akad Nikah',
    pemberkatan: 'Pemberkatan',
    resepsi: 'Resepsi',
    ngunduh_mantu: 'Ngunduh Mantu',
  };
  return names[event.kind ?? ''] ?? 'Acara';
}

/** A guest's answer per event; a personal code's guest is held to their quota and their events. */
export async function submitRsvp(
  ctx: TRsvpWishesContext,
  input: form.TPublicFormInput,
): Promise<form.TPublicFormResult> {
  if (input.slug === form.DEMO_SLUG) return form.demoAnswer('rsvp-demo', input.body);
  const { invitation, lang, content, settings } = await form.openForm(ctx, input, 'rsvp');
  if (!settings.rsvpEnabled || !isRsvpOpen(content, ctx.now.getTime())) {
    throw new form.PublicFormError(403, statusText('rsvp-closed', lang), 'rsvp-closed', {
      code: 'RSVP_CLOSED',
    });
  }
  const parsed = Array.isArray(input.body.answers)
    ? ZRsvpSubmission.safeParse(input.body)
    : parseRsvpForm(input.body);
  if (!parsed.success) throw form.invalidForm(parsed.error.issues, 'rsvp-invalid', lang);
  const submission = parsed.data;
  const guest = await form.resolveGuest(ctx, invitation.id, submission.guestCode);
  const name = form.requireName(guest?.name ?? submission.name, 'rsvp-invalid');
  const people = resolveAttendees(submission.answers, guest);
  const answers = people.answers;
  const errors = {
    ...people.errors,
    ...rsvpAnswerErrors(submission.answers, content, guest, settings.defaultPax),
  };
  const questions = await questionAnswersOf(ctx.db, invitation.id, input.body, answers, guest);
  Object.assign(errors, questions.errors);
  if (Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0]![0]!;
    throw new form.PublicFormError(422, first, 'rsvp-invalid', { errors });
  }

  const respondentKey = guest ? `guest:${guest.id}` : `browser:${input.browserId}`;
  await ctx.db.transaction(async (tx) => {
    const before = await repo.listRespondentRsvps(tx, invitation.id, respondentKey);
    for (const answer of answers) {
      await repo.upsertRsvp(tx, {
        invitationId: invitation.id,
        eventId: answer.eventId,
        respondentKey,
        guestId: guest?.id ?? null,
        name,
        attendance: answer.attendance,
        pax: answer.attendance === 'tidak_hadir' ? 0 : answer.pax,
        attendees: answer.attendees,
        message: submission.message ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
    }
    await replaceRespondentAnswers(tx, {
      invitationId: invitation.id,
      respondentKey,
      guestId: guest?.id ?? null,
      askedIds: questions.questions.map((question) => question.id),
      answers: questions.answers,
      now: ctx.now,
    });
    const summary = answers
      .map(
        (answer) =>
          `${eventLabel(content, answer.eventId)}: ${attendanceLabel(answer.attendance)}${
            answer.attendance === 'tidak_hadir' ? '' : ` (${answer.pax} orang)`
          }`,
      )
      .join('; ');
    await notify(tx, invitation.userId, {
      type: before.length === 0 ? 'rsvp.new' : 'rsvp.changed',
      title:
        before.length === 0
          ? `Konfirmasi kehadiran dari ${form.clip(name, 60)}`
          : `${form.clip(name, 60)} mengubah konfirmasi kehadiran`,
      body: submission.message ? `${summary}. Pesan: ${form.clip(submission.message, 160)}` : summary,
      link: `/invitations/${invitation.id}`,
    });
  });
  if (guest) ctx.events.emit('guest.changed', { invitationId: invitation.id, code: guest.code });
  return {
    status: 'rsvp-saved',
    locale: lang,
    message: statusText('rsvp-saved', lang),
    guestCode: guest?.code ?? submission.guestCode,
  };
}

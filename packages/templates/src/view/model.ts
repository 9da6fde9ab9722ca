import {
  eventStartUtc,
  firstEvent,
  isRsvpOpen,
  resolveSettings,
  type TInvitationEvent,
} from '@undangin/shared';
import { calendarPath } from '../calendar';
import { displayName } from '../format';
import { dictionary } from '../i18n';
import type { TInvitationPageProps, TPageModel, TPageUrls } from '../types';

/** An event with anything filled in is worth showing (the editor preview renders half-filled ones). */
function hasAnything(event: TInvitationEvent): boolean {
  return Boolean(
    event.id && (event.date || event.startTime || event.venue || event.kind || event.customName),
  );
}

export function defaultUrls(slug: string): TPageUrls {
  const base = `/api/public/${encodeURIComponent(slug)}`;
  return {
    rsvpAction: `${base}/rsvp`,
    wishesAction: `${base}/wishes`,
    giftAction: `${base}/gift`,
    calendar: (eventId) => calendarPath(slug, eventId),
    language: (locale) => `?lang=${locale}`,
  };
}

export function buildModel(props: TInvitationPageProps): TPageModel {
  const content = props.content ?? {};
  const t = dictionary(props.locale);
  const now = props.now ?? Date.now();
  const bride = content.couple?.bride;
  const groom = content.couple?.groom;
  const people = [
    bride && { role: 'bride' as const, person: bride },
    groom && { role: 'groom' as const, person: groom },
  ];
  const [first, second] = content.couple?.whichFirst === 'groom' ? [people[1], people[0]] : people;
  const invited = props.guest?.invitedEventIds;
  const events = (content.events ?? [])
    .filter(hasAnything)
    .filter((event) => !invited?.length || invited.includes(event.id))
    .sort((a, b) => (eventStartUtc(a) ?? Infinity) - (eventStartUtc(b) ?? Infinity));
  const settings = resolveSettings(content);
  const coupleShort = [displayName(first?.person), displayName(second?.person)].filter(Boolean).join(' & ');
  return {
    props,
    content,
    t,
    locale: props.locale,
    preview: props.mode === 'preview',
    first: first || undefined,
    second: second || undefined,
    coupleShort,
    events,
    mainEvent: firstEvent(events) ?? events[0],
    settings,
    flags: {
      showMark: props.flags?.showMark ?? true,
      rsvpOpen: props.flags?.rsvpOpen ?? isRsvpOpen(content, now),
      wishesEnabled: props.flags?.wishesEnabled ?? settings.wishesEnabled,
    },
    urls: { ...defaultUrls(props.slug), ...props.urls },
    now,
  };
}

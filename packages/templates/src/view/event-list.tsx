// @jsxRuntime automatic
import { isEventComplete, type TInvitationEvent } from '@undangin/shared';
import { googleCalendarUrl } from '../calendar';
import { dateParts, eventTitle, formatLongDate, formatTimeRange } from '../format';
import type { TEventListDesign, TSectionProps } from '../types';
import { safeHref } from '../url';
import { IconCalendar, IconPin } from './icons';

/** Map, .ics and Google Calendar links of one event. */
export function EventActions({ m, event }: TSectionProps & { event: TInvitationEvent }) {
  const map = safeHref(event.mapUrl, true);
  const complete = isEventComplete(event);
  const google = complete ? googleCalendarUrl(event, m.content, m.locale, m.props.pageUrl) : undefined;
  if (!map && !complete) return null;
  return (
    <div className="inv-actions">
      {map && (
        <a className="inv-btn inv-btn-sm" href={map} target="_blank" rel="noopener noreferrer">
          <IconPin />
          {m.t.openMap}
        </a>
      )}
      {complete && (
        <a
          className="inv-btn inv-btn-sm inv-btn-ghost"
          href={m.urls.calendar(event.id)}
          download={`${event.id}.ics`}
        >
          <IconCalendar />
          {m.t.addToCalendar}
        </a>
      )}
      {google && (
        <a
          className="inv-btn inv-btn-sm inv-btn-ghost"
          href={google}
          target="_blank"
          rel="noopener noreferrer"
        >
          {m.t.googleCalendar}
        </a>
      )}
    </div>
  );
}

/** Title, date, time, venue and address of an event. */
export function EventInfo({ m, event }: TSectionProps & { event: TInvitationEvent }) {
  return (
    <>
      <h3 className="inv-event-title">{eventTitle(event, m.t)}</h3>
      {event.date && <p className="inv-event-date">{formatLongDate(event.date, m.t)}</p>}
      {event.startTime && (
        <p className="inv-event-time">
          {m.t.time} {formatTimeRange(event, m.t)}
        </p>
      )}
      {event.venue?.trim() && <p className="inv-event-venue">{event.venue}</p>}
      {event.address?.trim() && <p className="inv-event-address">{event.address}</p>}
    </>
  );
}

/** Every event with its details and links; a design names the frame and what stands beside the text. */
export function EventList({
  m,
  ordered,
  className,
  itemClassName,
  bodyClassName,
  aside,
}: TSectionProps & TEventListDesign) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {m.events.map((event, index) => {
        const body = (
          <>
            <EventInfo m={m} event={event} />
            <EventActions m={m} event={event} />
          </>
        );
        return (
          <li className={itemClassName} key={event.id}>
            {aside?.({ m, event, index, date: event.date ? dateParts(event.date, m.t) : undefined })}
            {bodyClassName ? <div className={bodyClassName}>{body}</div> : body}
          </li>
        );
      })}
    </List>
  );
}

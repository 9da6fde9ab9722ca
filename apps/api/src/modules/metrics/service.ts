import type { TDb } from '../../db/client';
import type { TGaugeFamily } from '../../lib/metrics';
import { countWaitingVerification } from '../billing/transactions/dashboard-repository';
import { countGuestActivity } from './repository';

/** The business figures /api/metrics exports, read from the database on every scrape. */
export async function businessGauges(db: TDb): Promise<TGaugeFamily[]> {
  const activity = await countGuestActivity(db);
  const awaiting = await countWaitingVerification(db);
  return [
    {
      name: 'undangin_invitation_opens',
      help: 'Opens of invitation pages, by link (the general link or a guest’s personal one)',
      samples: [
        { labels: { link: 'general' }, value: activity.generalOpens },
        { labels: { link: 'personal' }, value: activity.personalOpens },
      ],
    },
    {
      name: 'undangin_guests_opened',
      help: 'Guests who opened their personal link at least once',
      samples: [{ value: activity.guestsOpened }],
    },
    {
      name: 'undangin_rsvps',
      help: 'RSVP answers (one per respondent per event), by attendance',
      samples: activity.rsvps.map((row) => ({ labels: { attendance: row.attendance }, value: row.n })),
    },
    {
      name: 'undangin_wishes',
      help: 'Wishes, by status',
      samples: activity.wishes.map((row) => ({ labels: { status: row.status }, value: row.n })),
    },
    {
      name: 'undangin_check_ins',
      help: 'Guests checked in at the venue',
      samples: [{ value: activity.checkedInGuests }],
    },
    {
      name: 'undangin_checked_in_pax',
      help: 'People who arrived with the checked-in guests',
      samples: [{ value: activity.checkedInPax }],
    },
    {
      name: 'undangin_payments_awaiting_verification',
      help: 'Orders whose payment confirmation waits for an administrator',
      samples: [{ value: awaiting }],
    },
  ];
}

import type { TInvitationContentDraft, TInvitationEvent } from '../invitations/content';
import { eventStartUtc } from '../invitations/time';
import type { TPageLanguage } from '../invitations/content';
import type { TReadyMessageKey } from './followups';
import type { TMessageContext } from './schemas';

/**
 * The placeholders a message template may use, each filled per guest when the message is sent.
 * {acara} lists every event the guest is invited to; {tanggal} and {lokasi} name only the first one and stay
 * for the templates couples saved before {acara} existed. {peta} gives the map links of the guest's events,
 * {qr} the check-in QR on the guest's page and {jawaban} their answers per session, for follow-ups.
 */
export const MESSAGE_PLACEHOLDERS = [
  'nama',
  'salam',
  'link',
  'mempelai',
  'acara',
  'tanggal',
  'lokasi',
  'peta',
  'qr',
  'jawaban',
] as const;
export type TMessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

export const DEFAULT_INVITATION_MESSAGE = `Kepada Yth.
{salam} {nama}

Dengan memohon rahmat dan ridho Tuhan Yang Maha Esa, tanpa mengurangi rasa hormat, kami bermaksud mengundang {salam} {nama} untuk hadir di hari bahagia kami, pernikahan {mempelai}.

{acara}

Informasi lengkap acara dan konfirmasi kehadiran ada di undangan berikut:
{link}

Merupakan suatu kebahagiaan bagi kami apabila {salam} {nama} berkenan hadir dan memberikan doa restu.

Terima kasih 🙏
Salam hangat,
{mempelai}`;

export const DEFAULT_REMINDER_MESSAGE = `Halo {salam} {nama} 😊

Sekadar mengingatkan undangan pernikahan {mempelai}:
{acara}

Kami akan sangat senang bila {salam} {nama} berkenan mengonfirmasi kehadiran melalui tautan ini:
{link}

Terima kasih banyak 🙏
{mempelai}`;

/**
 * The ready-made follow-ups, in the guest's language: the RSVP nudge for guests who have not answered,
 * and the H-1 reminder for those coming, with the venue, the map and their check-in QR.
 */
export const READY_MESSAGES: Record<TReadyMessageKey, Record<TPageLanguage, string>> = {
  rsvp_nudge: {
    id: `Halo {salam} {nama} 😊

Kami belum menerima konfirmasi kehadiran {salam} {nama} untuk pernikahan {mempelai}:
{acara}

Mohon kabari kami melalui tautan ini, cukup satu menit:
{link}

Terima kasih banyak 🙏
{mempelai}`,
    en: `Hello {salam} {nama} 😊

We have not heard yet whether you can join us at the wedding of {mempelai}:
{acara}

Please let us know through this link, it takes a minute:
{link}

Thank you so much 🙏
{mempelai}`,
  },
  day_before: {
    id: `Halo {salam} {nama} 😊

Terima kasih sudah mengonfirmasi kehadiran. Besok kami menantikan {salam} {nama} di pernikahan {mempelai}:
{acara}

Peta lokasi: {peta}
QR untuk check-in di pintu masuk: {qr}

Konfirmasi {salam} {nama}:
{jawaban}

Sampai jumpa besok 🙏
{mempelai}`,
    en: `Hello {salam} {nama} 😊

Thank you for letting us know you are coming. We look forward to seeing you tomorrow at the wedding of {mempelai}:
{acara}

Map: {peta}
Your QR code for check-in at the entrance: {qr}

Your answer:
{jawaban}

See you tomorrow 🙏
{mempelai}`,
  },
};

const EVENT_KIND_LABELS: Record<string, string> = {
  akad: 'Akad Nikah',
  pemberkatan: 'Pemberkatan',
  resepsi: 'Resepsi',
  ngunduh_mantu: 'Ngunduh Mantu',
};

/** The event's name as guests read it: its kind, or the couple's own name for a custom event. */
export function eventLabel(event: Pick<TInvitationEvent, 'kind' | 'customName'>): string {
  if (event.kind === 'custom' || !event.kind) return event.customName?.trim() || 'Acara';
  return EVENT_KIND_LABELS[event.kind] ?? 'Acara';
}

/** "Sabtu, 14 Juni 2026 pukul 08.00 WIB", the way Indonesian invitations write it. */
export function formatEventDate(event: TInvitationEvent): string {
  if (!event.date) return '';
  const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
  const date = new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  if (!event.startTime) return date;
  return `${date} pukul ${event.startTime.replace(':', '.')}${event.timeZone ? ` ${event.timeZone}` : ''}`;
}

/** The couple as the message names them: nicknames when given, in the order the couple chose. */
export function coupleNames(content: TInvitationContentDraft): string {
  const bride = content.couple?.bride;
  const groom = content.couple?.groom;
  const brideName = bride?.nickname?.trim() || bride?.fullName?.trim() || '';
  const groomName = groom?.nickname?.trim() || groom?.fullName?.trim() || '';
  const names = content.couple?.whichFirst === 'groom' ? [groomName, brideName] : [brideName, groomName];
  return names.filter(Boolean).join(' & ');
}

/**
 * Everything a message needs from the invitation, events in time order; `checkIn` says whether its
 * package includes check-in, which the content cannot tell.
 */
export function messageContext(content: TInvitationContentDraft, checkIn = false): TMessageContext {
  const events = [...(content.events ?? [])].sort(
    (a, b) => (eventStartUtc(a) ?? Number.MAX_SAFE_INTEGER) - (eventStartUtc(b) ?? Number.MAX_SAFE_INTEGER),
  );
  return {
    couple: coupleNames(content),
    events: events.map((event) => ({
      id: event.id,
      label: eventLabel(event),
      date: formatEventDate(event),
      location: [event.venue?.trim(), event.address?.trim()].filter(Boolean).join(', '),
      mapUrl: event.mapUrl?.trim() ?? '',
    })),
    checkIn,
  };
}

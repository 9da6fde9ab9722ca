import type { TInvitationContentDraft, TInvitationEvent } from '../invitations/content';
import { eventStartUtc } from '../invitations/time';
import type { TMessageContext } from './schemas';

/**
 * The placeholders a message template may use, each filled per guest when the message is sent.
 * {acara} lists every event the guest is invited to; {tanggal} and {lokasi} name only the first one and stay
 * for the templates couples saved before {acara} existed.
 */
export const MESSAGE_PLACEHOLDERS = [
  'nama',
  'salam',
  'link',
  'mempelai',
  'acara',
  'tanggal',
  'lokasi',
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

/** Everything a message needs from the invitation, events in time order. */
export function messageContext(content: TInvitationContentDraft): TMessageContext {
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
    })),
  };
}

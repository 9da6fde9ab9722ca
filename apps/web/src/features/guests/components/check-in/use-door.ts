import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDoorSession } from '@undangin/shared/guests/door-offline';
import type { TUsherGiftCreate } from '@undangin/shared/gift-book/schemas';
import type { TCheckInById, TCheckInGuest, TCheckInSummary, TWalkIn } from '@undangin/shared/guests/schemas';
import { deviceRefusal, toApiProblem } from '../../../../lib/api-error';
import { useCheckInById } from '../../api/check-in-by-id';
import { lookupGuest } from '../../api/check-in-lookup';
import { useDoorSearch } from '../../api/check-in-search';
import { useCheckInSummary } from '../../api/check-in-summary';
import { isUsherAccessRevoked, type TDoorTarget } from '../../api/door-client';
import { useGiveSouvenir } from '../../api/give-souvenir';
import { useRecordDoorGift } from '../../api/record-door-gift';
import { useWalkIn } from '../../api/walk-in';
import { findByCode, offlineSummary, searchRoster } from '../../lib/door-roster';
import type { TSettledResult } from '../../lib/door-store';
import type { TOutcome } from '../../lib/usher-door';
import { useUsherDoor } from './use-usher-door';

/** What a write at the door answers: the sentence to show, and on the usher's phone its queued operation. */
export type TDoorAnswer = { text: string; opId?: string; guest?: TCheckInGuest };

/** The usher's phone: its network, its queue and the results waiting to be read. */
export type TUsherStatus = {
  online: boolean;
  waiting: number;
  refreshedAt: string | null;
  settled: TSettledResult[];
  dismiss: (id: string) => void;
  outcomeOf: (opId: string) => TOutcome | undefined;
};

/**
 * The door's data, chosen by who works it: the owner's goes to the server on every call (as before);
 * the usher's reads the list kept on the phone and queues every write (issue 18). The screen is the
 * same for both.
 */
export type TDoor = {
  closed: string | null;
  summary: TCheckInSummary | undefined;
  summaryError: string | null;
  sessions: TDoorSession[];
  /** Guests by name, once two letters are typed. */
  found: TCheckInGuest[] | undefined;
  lookup: (code: string) => Promise<TCheckInGuest>;
  checkIn: (guest: TCheckInGuest, body: TCheckInById) => Promise<TDoorAnswer>;
  walkIn: (body: TWalkIn) => Promise<TDoorAnswer>;
  souvenir: (guest: TCheckInGuest) => Promise<TDoorAnswer>;
  gift: (
    guest: TCheckInGuest,
    body: TUsherGiftCreate,
  ) => Promise<{ kind: string; amount: number | null; name: string }>;
  busy: boolean;
  usher: TUsherStatus | null;
};

export function useDoor(target: TDoorTarget, q: string): TDoor {
  const { t } = useTranslation('guests');
  const owner = target.kind === 'owner' ? target : null;
  const { door, state, summary: usherLive } = useUsherDoor(target.kind === 'usher' ? target : null);
  const ownerSearch = useDoorSearch(target, owner ? q : '');
  const ownerLive = useCheckInSummary(target, owner !== null);
  const checkIn = useCheckInById(target);
  const walkIn = useWalkIn(target);
  const gift = useRecordDoorGift(target);
  const souvenir = useGiveSouvenir(target);

  const roster = state.kept?.roster ?? null;
  const guests = state.guests;
  const usherSummary = useMemo(() => {
    if (!roster) return undefined;
    if (state.online && usherLive.data) return usherLive.data;
    return offlineSummary(guests, roster.sessions, state.kept?.summary ?? null, roster.checkInAllowed);
  }, [roster, guests, state.online, state.kept?.summary, usherLive.data]);
  const usherFound = useMemo(() => (q.length >= 2 ? searchRoster(guests, q) : undefined), [guests, q]);

  if (owner) {
    const revokedBy = [ownerLive.error, ownerSearch.error].find(isUsherAccessRevoked);
    return {
      closed: revokedBy ? toApiProblem(revokedBy).message : null,
      summary: ownerLive.data,
      summaryError: ownerLive.isError ? toApiProblem(ownerLive.error).message : null,
      sessions: (ownerLive.data?.sessions ?? []).map((row) => ({
        id: row.eventId,
        name: row.name,
        date: row.date,
        startTime: null,
      })),
      found: ownerSearch.data,
      lookup: (code) => lookupGuest(owner, code),
      checkIn: async (guest, body) => {
        const answer = await checkIn.mutateAsync({ guestId: guest.id, body });
        return { text: answer.message, guest: answer.guest };
      },
      walkIn: async (body) => ({ text: (await walkIn.mutateAsync(body)).message }),
      souvenir: async (guest) => {
        const answer = await souvenir.mutateAsync(guest.id);
        return { text: answer.message, guest: answer.guest };
      },
      gift: async (_guest, body) => gift.mutateAsync(body),
      busy: checkIn.isPending,
      usher: null,
    };
  }

  const usherName = roster?.usherName ?? '';
  const record = async (request: Parameters<NonNullable<typeof door>['record']>[0]) => {
    if (!door) throw deviceRefusal(t('door.notReady'));
    return door.record(request);
  };
  return {
    closed: state.closed,
    summary: usherSummary,
    summaryError: null,
    sessions: roster?.sessions ?? [],
    found: usherFound,
    lookup: async (code) => {
      if (roster) {
        const known = await findByCode(guests, roster.invitation.id, code);
        if (known) return known;
        if (known === undefined) throw deviceRefusal(t('door.unknownCode'));
      }
      // A guest added after the list was fetched (or the list still on its way): the server knows
      // them while the phone is online.
      if (!state.online) throw deviceRefusal(t(roster ? 'door.notOnPhone' : 'door.notReady'));
      const guest = await lookupGuest(target, code);
      void door?.refresh();
      return guest;
    },
    checkIn: async (guest, body) => {
      const pax = Number(body.pax);
      const op = await record({
        type: 'check-in',
        guestId: guest.id,
        pax,
        ...(body.memberIds ? { memberIds: body.memberIds } : {}),
        ...(body.eventId ? { eventId: body.eventId } : {}),
      });
      return { text: t('door.checkedIn', { name: guest.name, count: pax }), opId: op.id };
    },
    walkIn: async (body) => {
      const pax = Number(body.pax);
      const op = await record({
        type: 'walk-in',
        guestId: crypto.randomUUID(),
        name: body.name,
        pax,
        ...(body.salutation ? { salutation: body.salutation } : {}),
        ...(body.group ? { group: body.group } : {}),
        ...(body.phone ? { phone: body.phone } : {}),
        ...(body.eventId ? { eventId: body.eventId } : {}),
      });
      return { text: t('door.walkedIn', { name: body.name, count: pax }), opId: op.id };
    },
    souvenir: async (guest) => {
      const op = await record({ type: 'souvenir', guestId: guest.id });
      const given = door?.getState().guests.find((row) => row.id === guest.id) ?? guest;
      return {
        text: t('door.souvenirRecorded', { name: guest.name }),
        opId: op.id,
        guest: given.souvenirAt ? given : { ...guest, souvenirAt: op.at, souvenirByName: usherName },
      };
    },
    gift: async (guest, body) => {
      await record({ type: 'gift', ...body });
      return { kind: body.kind, amount: body.amount ?? null, name: guest.name };
    },
    busy: false,
    usher: {
      online: state.online,
      waiting: state.queue.length,
      refreshedAt: roster?.at ?? null,
      settled: state.settled,
      dismiss: (id) => void door?.dismiss(id),
      outcomeOf: (opId) => state.outcomes[opId],
    },
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { checkInSummaryQueryOptions, useCheckInSummary } from '../../api/check-in-summary';
import { doorKey, isUsherAccessRevoked, type TDoorTarget } from '../../api/door-client';
import { getUsherRoster } from '../../api/usher-roster';
import { syncUsherDoor } from '../../api/usher-sync';
import { openDoorStore } from '../../lib/door-store';
import {
  createUsherDoor,
  ROSTER_REFRESH_MS,
  SYNC_RETRY_MS,
  totalsMark,
  type TUsherDoor,
  type TUsherDoorState,
} from '../../lib/usher-door';

type TUsherTarget = TDoorTarget & { kind: 'usher' };

const IDLE: TUsherDoorState = {
  loaded: false,
  kept: null,
  queue: [],
  settled: [],
  guests: [],
  online: true,
  closed: null,
  outcomes: {},
};
const noStore = () => () => undefined;

/**
 * The usher's offline door on a screen: opens the phone's store for the link, follows the browser's
 * online and offline events, refreshes the list every minute (and whenever the server's live totals
 * move, so another usher's arrivals show within seconds), and retries a waiting queue. The owner's
 * door passes `null` and gets nothing.
 */
export function useUsherDoor(target: TUsherTarget | null): {
  door: TUsherDoor | null;
  state: TUsherDoorState;
  summary: ReturnType<typeof useCheckInSummary>;
} {
  const queryClient = useQueryClient();
  const [door, setDoor] = useState<TUsherDoor | null>(null);
  const token = target?.token ?? null;
  const pin = target?.pin ?? null;

  useEffect(() => {
    if (token === null) return;
    let gone = false;
    let db: IDBDatabase | null = null;
    const usher: TUsherTarget = { kind: 'usher', token, pin };
    void openDoorStore().then((opened) => {
      if (gone) return opened.close();
      db = opened;
      const made = createUsherDoor({
        db: opened,
        token,
        fetchRoster: (etag) => getUsherRoster(usher, etag),
        sync: async (body) => {
          const settled = await syncUsherDoor(usher, body);
          // The totals are polled every few seconds; the usher's own arrivals show at once.
          void queryClient.invalidateQueries({ queryKey: checkInSummaryQueryOptions(usher).queryKey });
          return settled;
        },
        now: () => new Date(),
        newId: () => crypto.randomUUID(),
        browserOnline: () => navigator.onLine,
        onPinRequired: () => void queryClient.invalidateQueries({ queryKey: doorKey(usher) }),
      });
      setDoor(made);
      void made.open();
    });
    return () => {
      gone = true;
      db?.close();
      setDoor(null);
    };
  }, [token, pin, queryClient]);

  // Until the phone's store is open, the browser's own word on the network is all there is.
  const [idle] = useState<TUsherDoorState>(() => ({ ...IDLE, online: navigator.onLine }));
  const state = useSyncExternalStore(door?.subscribe ?? noStore, () => door?.getState() ?? idle);

  useEffect(() => {
    if (!door) return;
    const online = () => door.setOnline(true);
    const offline = () => door.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    const refresh = setInterval(() => {
      if (navigator.onLine) void door.refresh();
    }, ROSTER_REFRESH_MS);
    const retry = setInterval(() => {
      if (navigator.onLine && door.getState().queue.length > 0) void door.flush();
    }, SYNC_RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      clearInterval(refresh);
      clearInterval(retry);
    };
  }, [door]);

  // Online, the totals are the server's (every usher's arrivals); they are kept for their expected
  // heads offline, and when they move the list is fetched again.
  const live = useCheckInSummary(
    target ?? { kind: 'usher', token: '', pin: null },
    target !== null && door !== null && state.online && !state.closed,
  );
  const moved = live.data ? totalsMark(live.data) : null;
  useEffect(() => {
    if (!door || !live.data) return;
    void door.keepSummary(live.data);
  }, [door, live.data]);
  useEffect(() => {
    if (door && moved !== null) void door.refresh();
  }, [door, moved]);
  useEffect(() => {
    if (door && isUsherAccessRevoked(live.error)) void door.close(live.error);
  }, [door, live.error]);

  return { door, state, summary: live };
}

/*
 * Live tracking fan-out (DESIGN.md scale path). Every change is published with PostgreSQL NOTIFY on one
 * channel; each API process holds one LISTEN connection and hands what it hears to its own in-memory
 * subscribers (the open server-sent-event streams). So a position posted to one process reaches a dashboard
 * connected to another, and nothing assumes a single process. On embedded PGlite the same calls work in-process.
 *
 * Payloads stay far below NOTIFY's 8,000-byte limit: positions, statuses and 'something changed' pings only.
 * The 'alerts' ping is sent by the database itself, by a trigger on the alerts table (migration 0003), and for
 * the delivery create by alert-pings.ts after its commit, in this envelope on this channel: keep the three in step.
 */
import type { DeliveryRowId } from '@logisaathi/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export const TRACKING_CHANNEL = 'ls_tracking';

/** 'offer', 'offer-closed', 'job', 'trade' and 'trade-closed' go to a truck partner's stream (modules/partner-jobs). */
export type TrackingEventName =
  'position' | 'status' | 'driver' | 'alerts' | 'offer' | 'offer-closed' | 'job' | 'trade' | 'trade-closed';

/** Who hears an event: the streams of one delivery, or every stream of one user (alerts). */
export const deliveryKey = (deliveryRowId: DeliveryRowId) => `d:${deliveryRowId}`;
export const userKey = (userId: string) => `u:${userId}`;

export type TrackingListener = (event: TrackingEventName, data: unknown) => void;

interface Envelope {
  key: string;
  event: TrackingEventName;
  data: unknown;
}

export interface TrackingEvents {
  /** Never throws: the change it reports has already committed; a lost ping is logged, not turned into a 500. */
  publish(key: string, event: TrackingEventName, data: unknown): Promise<void>;
  /** Resolves once this process is listening, so nothing published after it is missed. */
  subscribe(keys: string[], listener: TrackingListener): Promise<() => void>;
  subscriberCount(): number;
  close(): Promise<void>;
}

export function createTrackingEvents(database: Database, onError: (err: unknown) => void): TrackingEvents {
  const byKey = new Map<string, Set<TrackingListener>>();
  let listening: Promise<() => Promise<void>> | null = null;
  let isClosed = false;

  const dispatch = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    const listeners = byKey.get(envelope.key);
    if (!listeners) return;
    for (const listener of listeners) {
      try {
        listener(envelope.event, envelope.data);
      } catch (err) {
        onError(err);
      }
    }
  };

  const ensureListening = () => {
    listening ??= database.listen(TRACKING_CHANNEL, dispatch).catch((err: unknown) => {
      listening = null;
      throw err;
    });
    return listening;
  };

  return {
    async publish(key, event, data) {
      const payload = JSON.stringify({ key, event, data } satisfies Envelope);
      try {
        await database.db.execute(sql`select pg_notify(${TRACKING_CHANNEL}, ${payload})`);
      } catch (err) {
        onError(err);
      }
    },
    async subscribe(keys, listener) {
      await ensureListening();
      for (const key of keys) {
        let set = byKey.get(key);
        if (!set) byKey.set(key, (set = new Set()));
        set.add(listener);
      }
      return () => {
        for (const key of keys) {
          const set = byKey.get(key);
          set?.delete(listener);
          if (set?.size === 0) byKey.delete(key);
        }
      };
    },
    subscriberCount() {
      let n = 0;
      for (const set of byKey.values()) n += set.size;
      return n;
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      byKey.clear();
      const stop = listening;
      listening = null;
      if (stop) await (await stop)();
    },
  };
}

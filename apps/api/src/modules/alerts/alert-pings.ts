/*
 * 'Your alerts changed' pings sent by the API after the write committed, for the hot write that stores an alert
 * (creating a delivery). Every other alert is announced by the database trigger of migration 0003, inside the
 * writer's transaction; PostgreSQL serialises all such commits, WAL flush included, behind one lock, which held
 * creates to one commit at a time. Here the write's own statement opts out of the trigger (ALERT_PINGS_SETTING,
 * migration 0006) and its user is pinged right after it commits:
 * - many users in one NOTIFY statement: while one is on its way, the users that come in wait for the next;
 * - that statement commits without waiting for its WAL flush (a ping lost in a database crash costs nothing:
 *   streams reload what they show when they reconnect), so it holds the NOTIFY lock only for a moment.
 * The envelope is the trigger's and tracking-events.ts's: keep the three in step.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { TRACKING_CHANNEL, userKey } from '../../lib/live-events';

/** Transaction-local setting a statement gives when it announces its alerts itself (migration 0006). */
export const ALERT_PINGS_SETTING = { name: 'logisaathi.alert_pings', value: 'app' } as const;

export interface AlertPings {
  /** Queues a ping for the user; call once the alert's write has committed. Never throws. */
  announce(userId: string): void;
  /** Resolves when every ping queued so far has been sent (or has failed and been reported). */
  settled(): Promise<void>;
}

export function createAlertPings(db: Db, onError: (err: unknown) => void): AlertPings {
  let waiting = new Set<string>();
  let sending: Promise<void> | null = null;

  async function send(): Promise<void> {
    while (waiting.size > 0) {
      const payloads = [...waiting].map((userId) =>
        JSON.stringify({ key: userKey(userId), event: 'alerts', data: {} }),
      );
      waiting = new Set();
      try {
        await db.execute(
          sql`select set_config('synchronous_commit', 'off', true), pg_notify(${TRACKING_CHANNEL}, payload)
              from json_array_elements_text(${JSON.stringify(payloads)}::json) as payload`,
        );
      } catch (err) {
        onError(err);
      }
    }
    sending = null;
  }

  return {
    announce(userId) {
      waiting.add(userId);
      sending ??= send();
    },
    async settled() {
      while (sending) await sending;
    },
  };
}

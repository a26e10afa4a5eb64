/*
 * Whether the sign-in behind an access token is still live, asked on every authenticated request. The answer
 * comes from PostgreSQL (prepareFamilyCheck); a family found active is then remembered in this process until
 * any of these says otherwise:
 * - the database announces that the family was revoked or deleted (migration 0004's trigger, channel
 *   'ls_sessions'): whichever process, code path or person made the change;
 * - this process revokes any session itself (noteLocalRevocation): then it forgets every family at once, so the
 *   very next request after a sign-out is refused even before the announcement arrives;
 * - the listening connection drops: nothing is remembered, and every request asks the database, until it is back;
 * - a minute has passed (a bound on staleness should anything else fail).
 * A revoked family never becomes active again, so only 'active' answers are kept.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';

export const SESSIONS_CHANNEL = 'ls_sessions';

const REMEMBERED_FAMILIES = 100_000;
const REMEMBER_MS = 60_000;

/** Sign-outs this process has made (all of its caches forget everything when this moves). */
let localRevocations = 0;

/** Called by every code path that revokes sessions, right after its update. */
export function noteLocalRevocation(): void {
  localRevocations += 1;
}

export interface ActiveSessions {
  isActive(familyId: string): Promise<boolean>;
  /**
   * Calls `onRevoked` once when the database announces that the sign-in ended (for long-lived responses such as
   * event streams, which must end with it). Returns the way to stop watching. Announcements are missed while
   * the listening connection is down, so a watcher also re-checks isActive now and then.
   */
  watch(familyId: string, onRevoked: () => void): () => void;
  close(): Promise<void>;
}

export async function createActiveSessions(
  database: Database,
  isActiveInDatabase: (familyId: string) => Promise<boolean>,
  onListenError: (err: unknown) => void,
): Promise<ActiveSessions> {
  const active = new LRUCache<string, true>({ max: REMEMBERED_FAMILIES, ttl: REMEMBER_MS });
  const watchers = new Map<string, Set<() => void>>();
  let isListening = false;
  let seenRevocations = localRevocations;
  // Moves whenever something may have been revoked: an answer read before it is not kept.
  let generation = 0;
  const forgetAll = () => {
    active.clear();
    generation += 1;
  };

  let unlisten: (() => Promise<void>) | null = null;
  try {
    unlisten = await database.listen(
      SESSIONS_CHANNEL,
      (familyId) => {
        active.delete(familyId);
        generation += 1;
        for (const onRevoked of watchers.get(familyId) ?? []) onRevoked();
      },
      (listening) => {
        isListening = listening;
        forgetAll();
      },
    );
  } catch (err) {
    // Without the announcements nothing can be remembered safely: every request asks the database.
    onListenError(err);
  }

  return {
    async isActive(familyId) {
      if (seenRevocations !== localRevocations) {
        seenRevocations = localRevocations;
        forgetAll();
      }
      if (isListening && active.has(familyId)) return true;
      const before = generation;
      const isActive = await isActiveInDatabase(familyId);
      if (isActive && isListening && before === generation && seenRevocations === localRevocations)
        active.set(familyId, true);
      return isActive;
    },
    watch(familyId, onRevoked) {
      let set = watchers.get(familyId);
      if (!set) watchers.set(familyId, (set = new Set()));
      let isWatching = true;
      const once = () => {
        if (!isWatching) return;
        stop();
        onRevoked();
      };
      const stop = () => {
        isWatching = false;
        set.delete(once);
        if (set.size === 0 && watchers.get(familyId) === set) watchers.delete(familyId);
      };
      set.add(once);
      return stop;
    },
    async close() {
      isListening = false;
      forgetAll();
      await unlisten?.();
    },
  };
}

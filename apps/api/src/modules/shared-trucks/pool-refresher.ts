import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { refreshPool } from './refresh-pool';

export interface PoolRefresher {
  /** Asks for a re-plan soon; returns at once. Requests made while one runs are folded into one more run. */
  request(): void;
  /** Resolves when no re-plan is running or queued (used at shutdown and by tests). */
  drain(): Promise<void>;
}

/**
 * Re-plans the shared-truck pool off the request path: a pooled booking answers as soon as it is stored, and
 * the solver (hundreds of milliseconds) runs afterwards. Reads of the pool re-plan a stale plan themselves,
 * so a missed background run only costs freshness, never correctness.
 */
export function createPoolRefresher(db: Db, log: FastifyBaseLogger): PoolRefresher {
  let running: Promise<void> | null = null;
  let isQueued = false;

  const run = async () => {
    do {
      isQueued = false;
      try {
        await refreshPool({ db });
      } catch (err) {
        log.warn({ err }, 'background pool refresh failed');
      }
    } while (isQueued);
  };

  return {
    request() {
      if (running) {
        isQueued = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    },
    async drain() {
      while (running) await running;
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { refreshPool } from '../use-cases/refresh-pool';

export interface PoolRefresher {
  /**
   * Asks for a re-plan soon; returns at once. Requests made while one runs are folded into one more run, which
   * starts no sooner than `minIntervalMs` after the previous one started.
   */
  request(): void;
  /** Resolves when no re-plan is running or queued (used at shutdown and by tests). */
  drain(): Promise<void>;
}

/** Under a burst of pooled bookings, at most one background re-plan starts per this many ms. */
export const POOL_REPLAN_MIN_INTERVAL_MS = 1_000;

/**
 * Re-plans the shared-truck pool off the request path: a pooled booking answers as soon as it is stored, and
 * the solver (hundreds of milliseconds) runs afterwards. Reads of the pool re-plan a stale plan themselves,
 * so a missed background run only costs freshness, never correctness.
 */
export function createPoolRefresher(
  db: Db,
  log: FastifyBaseLogger,
  { minIntervalMs = POOL_REPLAN_MIN_INTERVAL_MS } = {},
): PoolRefresher {
  let running: Promise<void> | null = null;
  let isQueued = false;
  let lastStart = 0;

  const run = async () => {
    do {
      // A burst of pooled bookings is planned in batches: one plan per interval, each seeing all of them.
      const wait = lastStart + minIntervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastStart = Date.now();
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

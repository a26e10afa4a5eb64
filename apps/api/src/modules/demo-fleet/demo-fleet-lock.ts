import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseConfig } from '../../config';

/** Session advisory lock key of the demo fleet's driver ('logisaathi:demo-fleet'). */
const DEMO_FLEET_LOCK_KEY = 0x15_de40;

export interface TickLock {
  /**
   * Runs `work` while this process holds the lock and returns true; returns false at once (without running it)
   * when another process holds it.
   */
  runAlone(work: () => Promise<unknown>): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * The demo fleet's ticks never overlap across API processes: the job engine runs each tick once (lib/jobs.ts),
 * on whichever process takes it, and a tick that outlasts its interval must not race the next one, taken by
 * another process, for the same offers and trucks. On PostgreSQL a tick holds a session advisory lock
 * (pg_try_advisory_lock, released after the tick) on a connection of its own, kept open between ticks; a
 * process that dies mid-tick releases it with its connection. PGlite serves one process, whose engine never
 * overlaps a job with itself: no lock.
 */
export function demoFleetTickLock(
  database: DatabaseConfig,
  log: FastifyBaseLogger,
  lockKey = DEMO_FLEET_LOCK_KEY,
): TickLock {
  if (database.kind === 'pglite')
    return {
      runAlone: async (work) => {
        await work();
        return true;
      },
      release: async () => {},
    };
  let client: pg.Client | null = null;
  const drop = () => {
    const old = client;
    client = null;
    return old;
  };
  const connection = async () => {
    if (client) return client;
    const fresh = new pg.Client({ connectionString: database.url });
    // A dropped connection releases the lock; the next tick connects again.
    fresh.on('error', (err) => {
      log.warn({ err }, 'demo fleet lock connection lost');
      if (client === fresh)
        void drop()
          ?.end()
          .catch(() => {});
    });
    client = fresh;
    await fresh.connect();
    return fresh;
  };
  return {
    async runAlone(work) {
      let held: pg.Client;
      try {
        held = await connection();
        const result = await held.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [lockKey]);
        if (result.rows[0]?.ok !== true) return false;
      } catch (err) {
        log.warn({ err }, 'demo fleet lock check failed');
        await drop()
          ?.end()
          .catch(() => {});
        return false;
      }
      try {
        await work();
      } finally {
        await held.query('select pg_advisory_unlock($1)', [lockKey]).catch(async (err: unknown) => {
          // Ending the session releases the lock as surely.
          log.warn({ err }, 'demo fleet unlock failed');
          if (client === held)
            await drop()
              ?.end()
              .catch(() => {});
        });
      }
      return true;
    },
    async release() {
      await drop()
        ?.end()
        .catch(() => {});
    },
  };
}

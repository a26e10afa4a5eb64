import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseConfig } from '../../config';

/** Session advisory lock key of the demo fleet's driver ('logisaathi:demo-fleet'). */
const DEMO_FLEET_LOCK_KEY = 0x15_de40;

export interface Leadership {
  /** True while this process holds the lock; otherwise tries to take it (cheap: one query). */
  isLeader(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * The demo fleet is driven by one API process only: two processes each moving the demo trucks every tick would
 * drive them twice as fast and race each other for the same offers. On PostgreSQL the leader holds a session
 * advisory lock (pg_try_advisory_lock) on a connection of its own; the others ask again every tick and take over
 * when the leader's connection ends (the server releases the lock with it). PGlite serves one process only, so
 * that process leads.
 */
export function demoFleetLeadership(
  database: DatabaseConfig,
  log: FastifyBaseLogger,
  lockKey = DEMO_FLEET_LOCK_KEY,
): Leadership {
  if (database.kind === 'pglite')
    return {
      isLeader: async () => true,
      release: async () => {},
    };
  let client: pg.Client | null = null;
  let leader = false;
  const drop = () => {
    const old = client;
    client = null;
    leader = false;
    return old;
  };
  return {
    async isLeader() {
      if (leader && client) return true;
      try {
        if (!client) {
          const fresh = new pg.Client({ connectionString: database.url });
          // A dropped connection ends the leadership; the next tick connects and asks again.
          fresh.on('error', (err) => {
            log.warn({ err }, 'demo fleet leader connection lost');
            if (client === fresh)
              void drop()
                ?.end()
                .catch(() => {});
          });
          client = fresh;
          await fresh.connect();
        }
        const result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
          lockKey,
        ]);
        leader = result.rows[0]?.ok === true;
        return leader;
      } catch (err) {
        log.warn({ err }, 'demo fleet leadership check failed');
        await drop()
          ?.end()
          .catch(() => {});
        return false;
      }
    },
    async release() {
      // Closing the session releases its advisory lock for the next process.
      await drop()
        ?.end()
        .catch(() => {});
    },
  };
}

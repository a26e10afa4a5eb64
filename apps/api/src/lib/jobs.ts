import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The job engine (issue 34): background work and scheduled work behind one port, whichever database runs.
 *
 * - PostgreSQL (DATABASE_URL): pg-boss 10, in its own schema `pgboss`. A job sent by any process is run once,
 *   by whichever process's worker fetches it first; `every` runs once per interval across all processes (each
 *   process offers the interval's job, pg-boss's singleton key keeps one per slot).
 * - Embedded PGlite (the default): the same jobs run in this process. pg-boss cannot use PGlite's one connection
 *   as it is (its multi-statement migrations fail as prepared statements; through an adapter it started only
 *   after 17 s and would poll on the app's only connection), and PGlite serves one process anyway.
 */
export interface JobEngine {
  readonly kind: 'pg-boss' | 'in-process';
  /** Registers the handler of a job name (before start or after: both work). */
  work<T extends object>(name: string, handler: (data: T) => Promise<unknown>): Promise<void>;
  /** Runs the named job once, soon or after `startAfterMs`. */
  send(name: string, data?: object, options?: { startAfterMs?: number }): Promise<void>;
  /**
   * Runs `handler` every `intervalMs` (the first run at once), once per interval across processes on pg-boss. A
   * run still going when the next is due is not started twice in one process.
   */
  every(name: string, intervalMs: number, handler: () => Promise<unknown>): Promise<void>;
  start(): Promise<void>;
  /** Stops timers and workers and waits for the runs in flight. */
  stop(): Promise<void>;
}

export type JobEngineConfig =
  { kind: 'in-process' } | { kind: 'pg-boss'; url: string; pollingIntervalMs: number };

export function createJobEngine(config: JobEngineConfig, log: FastifyBaseLogger): JobEngine {
  return config.kind === 'pg-boss'
    ? pgBossEngine(config.url, config.pollingIntervalMs, log)
    : inProcessEngine(log);
}

/** Runs each piece of work at most once at a time and remembers it until it settles. */
function runTracker(log: FastifyBaseLogger) {
  const inFlight = new Set<Promise<unknown>>();
  return {
    inFlight,
    run(name: string, work: () => Promise<unknown>): Promise<void> {
      const p: Promise<void> = work()
        .then(() => undefined)
        .catch((err: unknown) => log.error({ err, job: name }, 'job failed'))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
      return p;
    },
    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

function inProcessEngine(log: FastifyBaseLogger): JobEngine {
  const handlers = new Map<string, (data: object) => Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  const tracker = runTracker(log);
  let stopped = false;
  const later = (ms: number, fn: () => void, repeat: boolean) => {
    const timer = repeat
      ? setInterval(fn, ms)
      : setTimeout(() => {
          timers.delete(timer);
          fn();
        }, ms);
    timer.unref();
    timers.add(timer);
  };
  return {
    kind: 'in-process',
    async work(name, handler) {
      handlers.set(name, handler as (data: object) => Promise<unknown>);
    },
    async send(name, data = {}, options = {}) {
      if (stopped) return;
      const run = () => {
        const handler = handlers.get(name);
        if (!handler || stopped) return;
        void tracker.run(name, () => handler(data));
      };
      later(options.startAfterMs ?? 0, run, false);
    },
    async every(name, intervalMs, handler) {
      let running = false;
      const tick = () => {
        if (running || stopped) return;
        running = true;
        void tracker.run(name, handler).finally(() => (running = false));
      };
      later(intervalMs, tick, true);
      tick();
    },
    async start() {},
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await tracker.drain();
    },
  };
}

/** The longest slot of work `every` offers on pg-boss (a day), and how long a completed job stays before it is archived. */
const MAX_SLOT_SECONDS = 24 * 60 * 60;

function pgBossEngine(url: string, pollingIntervalMs: number, log: FastifyBaseLogger): JobEngine {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    max: 4,
    application_name: 'logisaathi-jobs',
    // No cron: `every` offers its own slots. Completed jobs are kept a day for inspection.
    schedule: false,
    retentionDays: 1,
    deleteAfterDays: 1,
    // A slot (singletonSeconds) may not outlast the archive interval, 12 h by default: the daily purges' offers
    // were refused ('throttling interval 86400s cannot exceed archive interval 43200s') and never ran.
    archiveCompletedAfterSeconds: MAX_SLOT_SECONDS,
  });
  boss.on('error', (err) => log.error({ err }, 'job engine error'));
  const pollingIntervalSeconds = Math.max(0.5, pollingIntervalMs / 1000);
  const tracker = runTracker(log);
  const timers = new Set<NodeJS.Timeout>();
  const queues = new Map<string, Promise<void>>();
  let started: Promise<unknown> | undefined;
  let stopped = false;
  const start = () => (started ??= boss.start());
  const queue = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      created = start().then(() => boss.createQueue(name, { name, retryLimit: 0 }));
      queues.set(name, created);
    }
    return created;
  };
  const work: JobEngine['work'] = async (name, handler) => {
    await queue(name);
    await boss.work<object>(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await tracker.run(name, () => handler(job.data as never));
    });
  };
  return {
    kind: 'pg-boss',
    work,
    async send(name, data = {}, options = {}) {
      if (stopped) return;
      await queue(name);
      await boss.send(name, data, { startAfter: Math.ceil((options.startAfterMs ?? 0) / 1000) });
    },
    async every(name, intervalMs, handler) {
      const slotSeconds = Math.min(MAX_SLOT_SECONDS, Math.max(1, Math.round(intervalMs / 1000)));
      let running = false;
      await work(name, async () => {
        if (running) return;
        running = true;
        try {
          await handler();
        } finally {
          running = false;
        }
      });
      const offer = () => {
        if (stopped) return;
        boss
          .send(name, {}, { singletonKey: name, singletonSeconds: slotSeconds })
          .catch((err: unknown) => log.warn({ err, job: name }, 'could not offer a scheduled job'));
      };
      const timer = setInterval(offer, Math.max(1_000, intervalMs));
      timer.unref();
      timers.add(timer);
      offer();
    },
    async start() {
      await start();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await tracker.drain();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Infrastructure } from './lib/infrastructure';
import type { DeliveryRow } from './modules/deliveries/deliveries-repository';
import { createLocalFileStorage } from './lib/file-storage';
import { createEtaEstimator } from './modules/tracking/estimate-eta';
import { runBatchRound } from './modules/dispatch/batch-round';
import { runDispatchSweep } from './modules/dispatch/dispatch-sweep';
import { runTradeRound } from './modules/dispatch/trade-round';
import { demoFleetTickLock } from './modules/demo-fleet/demo-fleet-lock';
import { driveDemoFleet } from './modules/demo-fleet/drive-demo-fleet';
import { offerNewDelivery } from './modules/dispatch/offer-delivery';
import type { PartnerJobsDeps } from './modules/dispatch/partner-jobs-deps';

export interface PartnerDispatch {
  deps: PartnerJobsDeps;
  /** A delivery was created: offer it to partners in the background (the booking never waits for it). */
  deliveryCreated(row: DeliveryRow): void;
  /**
   * Puts the periodic work on the job engine: offer expiry and re-offers, batch rounds, day trades, the demo fleet when
   * enabled (the engine runs each once per interval across API processes on PostgreSQL).
   */
  start(options: { demoFleet: boolean }): Promise<void>;
  /** Waits for the offering in flight and lets go of the demo fleet's lock (app close; the engine stops its own). */
  close(): Promise<void>;
}

/**
 * The background side of truck partners, one per app. The periodic tasks are jobs of the app's job engine
 * (lib/jobs.ts): pg-boss on PostgreSQL, where each interval's run happens once across all API processes, and in
 * this process on PGlite; a run still going when the next is due is skipped in its process. Offering a new
 * delivery stays in this process: it follows the booking at once and needs no schedule.
 */
export function createPartnerDispatch(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'events' | 'geo' | 'jobs'>,
  log: FastifyBaseLogger,
): PartnerDispatch {
  const deps: PartnerJobsDeps = {
    db: ctx.db,
    events: ctx.events,
    estimateEta: createEtaEstimator(ctx.geo),
    storage: createLocalFileStorage(ctx.config.uploadsDir),
    config: ctx.config,
    platform: ctx.config.platform,
    log,
  };
  const inFlight = new Set<Promise<unknown>>();
  const demoLock = demoFleetTickLock(ctx.config.database, log);
  let closed = false;
  const track = (name: string, work: () => Promise<unknown>) => {
    if (closed) return;
    const p = work()
      .catch((err: unknown) => log.error({ err }, `${name} failed`))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };

  return {
    deps,
    deliveryCreated(row) {
      track('offering a new delivery', () => offerNewDelivery(deps, row, new Date()));
    },
    async start({ demoFleet }) {
      const { jobs, config } = ctx;
      const { partners, demoFleet: demo } = config;
      // Sweeps are safe in several processes at once (dispatch-sweep.ts); the engine runs one per interval.
      await jobs.every('dispatch.sweep', partners.dispatchIntervalMs, () =>
        runDispatchSweep(deps, new Date()),
      );
      // A round that outlasts its interval keeps the next one, in another process, out (batch-round.ts's lock).
      if (config.dispatch.policy === 'batch')
        await jobs.every('dispatch.batch-round', config.dispatch.batchIntervalMs, () =>
          runBatchRound(deps, new Date()),
        );
      // Day trades (trade-round.ts): off with DISPATCH_TRADE_INTERVAL_MS=0.
      if (config.dispatch.trades.everyMs > 0)
        await jobs.every('dispatch.trade-round', config.dispatch.trades.everyMs, () =>
          runTradeRound(deps, new Date()),
        );
      // The document and e-way bill expiry checks run on the job engine too (src/scheduled-work.ts).
      if (demoFleet)
        await jobs.every('demo-fleet.tick', demo.tickMs, async () => {
          if (closed) return;
          await demoLock.runAlone(() => driveDemoFleet(deps, new Date()));
        });
    },
    async close() {
      closed = true;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await demoLock.release();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { createLocalFileStorage } from '../../lib/file-storage';
import { createEtaEstimator } from '../tracking/estimate-eta';
import { runBatchRound } from './batch-round';
import { runDispatchSweep } from './dispatch-sweep';
import { demoFleetLeadership } from './demo-fleet-leader';
import { driveDemoFleet } from './drive-demo-fleet';
import { offerNewDelivery } from './offer-delivery';
import type { PartnerJobsDeps } from './partner-jobs-deps';

export interface PartnerDispatch {
  deps: PartnerJobsDeps;
  /** A delivery was created: offer it to partners in the background (the booking never waits for it). */
  deliveryCreated(row: DeliveryRow): void;
  /** Starts the periodic work: offer expiry and re-offers, document-expiry alerts, the demo fleet when enabled. */
  start(options: { demoFleet: boolean }): void;
  /** Stops the timers and waits for work in flight (app close). */
  close(): Promise<void>;
}

/**
 * The background side of truck partners, one per app. Each periodic task skips a beat while its previous run is
 * still going, every timer is unref'd (never keeps the process alive) and all stop on close.
 */
export function createPartnerDispatch(
  ctx: Omit<AppContext, 'partnerDispatch'>,
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
  const timers: NodeJS.Timeout[] = [];
  const demoLeader = demoFleetLeadership(ctx.config.database, log);
  let closed = false;
  const track = (name: string, work: () => Promise<unknown>) => {
    if (closed) return;
    const p = work()
      .catch((err: unknown) => log.error({ err }, `${name} failed`))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  const every = (name: string, ms: number, work: () => Promise<unknown>) => {
    let running = false;
    const run = () => {
      if (running || closed) return;
      running = true;
      track(name, async () => {
        try {
          await work();
        } finally {
          running = false;
        }
      });
    };
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
    run();
  };

  return {
    deps,
    deliveryCreated(row) {
      track('offering a new delivery', () => offerNewDelivery(deps, row, new Date()));
    },
    start({ demoFleet }) {
      const { partners, demoFleet: demo } = ctx.config;
      every('dispatch sweep', partners.dispatchIntervalMs, () => runDispatchSweep(deps, new Date()));
      if (ctx.config.dispatch.policy === 'batch')
        every('batch dispatch round', ctx.config.dispatch.batchIntervalMs, () =>
          runBatchRound(deps, new Date()),
        );
      // The document and e-way bill expiry checks run on the job engine (src/scheduled-work.ts).
      // Only one process drives the demo fleet (demo-fleet-leader.ts); the others check each tick.
      if (demoFleet)
        every('demo fleet', demo.tickMs, async () => {
          if (await demoLeader.isLeader()) await driveDemoFleet(deps, new Date());
        });
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await demoLeader.release();
    },
  };
}

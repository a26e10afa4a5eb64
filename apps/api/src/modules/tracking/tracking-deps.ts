import type { Db } from '../../db/client';
import type { PlatformConfig } from '../../platform-config';
import type { EtaEstimator } from './estimate-eta';
import type { TrackingEvents } from '../../lib/live-events';

/** What the tracking use-cases share, built once per app in routes.ts. */
export interface TrackingDeps {
  db: Db;
  events: TrackingEvents;
  estimateEta: EtaEstimator;
  /** The supplier on the tax invoice a delivery's move to Delivered issues. */
  platform: PlatformConfig;
}

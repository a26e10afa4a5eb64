import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { TrackingDeps } from '../tracking/tracking-deps';

/** What the partner-job use-cases share, built once per app. */
export interface PartnerJobsDeps extends TrackingDeps {
  db: Db;
  storage: FileStorage;
  config: Config;
  log: FastifyBaseLogger;
}

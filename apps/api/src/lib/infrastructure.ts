import type { GeoService } from '@logisaathi/geo';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { DocumentRenderer } from './documents/document-renderer';
import type { EventStreams } from './event-streams';
import type { JobEngine } from './jobs';
import type { TrackingEvents } from './live-events';

/**
 * The infrastructure `app.ts` builds once at start. A module never takes all of it: its routes name the parts
 * they use (`Pick<Infrastructure, 'db' | 'config'>`) and the ports of other modules they call, each declared
 * where it is used; `app.ts`, the composition root, hands them over (ARCHITECTURE.md 'Wiring').
 */
export interface Infrastructure {
  config: Config;
  database: Database;
  db: Db;
  /** Geocoder, router and weather: embedded by default, outside services when configured. */
  geo: GeoService;
  /** Live events between processes (LISTEN/NOTIFY): tracking streams and the partner stream share it. */
  events: TrackingEvents;
  /** Draws every PDF in worker threads, keeping the ones that cannot change (modules/documents). */
  documents: DocumentRenderer;
  /** Background and scheduled work: pg-boss on PostgreSQL, in this process on PGlite (lib/jobs.ts). */
  jobs: JobEngine;
  /** The server-sent-event streams (tracking and partner): caps, sign-in life, heartbeats (lib/event-streams). */
  streams: EventStreams;
  /** Shared store for rate limits when REDIS_URL is set (several API processes count together). */
  redis?: Redis;
}

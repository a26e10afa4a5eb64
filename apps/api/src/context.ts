import type { GeoService } from '@logisaathi/geo';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { ActiveSessions } from './modules/auth/active-sessions';
import type { PoolRefresher } from './modules/shared-trucks/background/pool-refresher';
import type { PoolIntake } from './modules/deliveries/book-delivery';
import type { TrackingEvents } from './lib/live-events';
import type { JobEngine } from './lib/jobs';
import type { NotificationWorker } from './modules/notifications/outbox-worker';
import type { EventStreams } from './lib/event-streams';
import type { PartnerDispatch } from './partner-dispatch';
import type { DocumentRenderer } from './lib/documents/document-renderer';
import type { DeliveryInvoicer } from './modules/deliveries/change-delivery-status';

/** What route modules receive: parsed configuration and the infrastructure built once at start. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Geocoder, router and weather: embedded by default, outside services when configured. */
  geo: GeoService;
  /** Background re-planning of the shared-truck pool (not a database pool). */
  poolReplanner: PoolRefresher;
  /** Takes pooled and shared-truck bookings into the pool (modules/shared-trucks), for modules/deliveries. */
  poolIntake: PoolIntake;
  /** Live events between processes (LISTEN/NOTIFY): tracking streams and the partner stream share it. */
  events: TrackingEvents;
  /** Offers to truck partners, the periodic dispatch sweep, expiry alerts and the demo fleet. */
  partnerDispatch: PartnerDispatch;
  /** Issues a delivered delivery's tax invoice (modules/billing), for the modules below billing. */
  invoiceDelivered: DeliveryInvoicer;
  /** Which sign-ins are live; long-lived responses watch theirs to end with it. */
  sessions: ActiveSessions;
  /** Draws every PDF in worker threads, keeping the ones that cannot change (modules/documents). */
  documents: DocumentRenderer;
  /** Background and scheduled work: pg-boss on PostgreSQL, in this process on PGlite (lib/jobs.ts). */
  jobs: JobEngine;
  /** Sends the notification outbox (modules/notifications). */
  notifications: NotificationWorker;
  /** The server-sent-event streams (tracking and partner): caps, sign-in life, heartbeats (lib/event-streams). */
  streams: EventStreams;
  /** Shared store for rate limits when REDIS_URL is set (several API processes count together). */
  redis?: Redis;
}

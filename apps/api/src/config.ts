import { DEFAULT_PROOF_FAR_FROM_DROP_KM } from '@logisaathi/domain';
import { z } from 'zod';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import os from 'node:os';
import { platformEnv, platformSettings, type PlatformConfig } from './platform-config';
import {
  notificationsEnv,
  notificationsSettings,
  VAPID_KEYS_FILE,
  type NotificationsConfig,
} from './notifications-config';
import { dispatchEnv, dispatchSettings, type DispatchConfig } from './dispatch-config';
import type { JobEngineConfig } from './lib/jobs';

export type { NotificationsConfig, VapidKeys } from './notifications-config';

/**
 * The only module that reads the environment. Everything else receives a parsed `Config`.
 * Invalid configuration stops the process with a list of what is wrong.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

export const DEFAULT_DATA_DIR = './data';

/** The cost of argon2id password hashes (one lane). */
export interface PasswordHashCost {
  memoryKib: number;
  passes: number;
}

/** OWASP's recommended minimums for argon2id: 19 MiB, 2 passes. */
export const OWASP_PASSWORD_HASH: PasswordHashCost = { memoryKib: 19_456, passes: 2 };

export interface OpsSettings {
  dataDir: string;
  /** DATABASE_URL is set: the data is in a PostgreSQL server, backed up with its own tools. */
  usesPostgres: boolean;
  /** Where the command was typed (npm runs scripts from the project root): file names are meant from there. */
  invokedFrom: string;
}

/**
 * What backup and restore need, read without the rest of the configuration: they must not create anything in
 * the data folder (loadConfig generates the JWT secret there).
 */
export function opsSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): OpsSettings {
  return {
    dataDir: path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR),
    usesPostgres: Boolean(env.DATABASE_URL),
    invokedFrom: env.INIT_CWD ?? process.cwd(),
  };
}

/** The embedded database's folder and the uploads folder inside a data folder (one place for both layouts). */
export const dataDirLayout = (dataDir: string) => ({
  pgDir: path.join(dataDir, 'pg'),
  uploadsDir: path.join(dataDir, 'uploads'),
  jwtSecretFile: path.join(dataDir, 'jwt-secret'),
  vapidKeysFile: path.join(dataDir, VAPID_KEYS_FILE),
  /** The local fake payment gateway's webhook secret (never in production). */
  fakeGatewaySecretFile: path.join(dataDir, 'fake-gateway-secret'),
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().max(4096).default(DEFAULT_DATA_DIR),
  DATABASE_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(20),
  AI_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(1200),
  SIGNIN_ATTACK_THRESHOLD: z.coerce.number().int().min(1).max(1_000_000).default(50),
  OPERATOR_SESSION_HOURS: z.coerce.number().min(0.1).max(24).default(8),
  OPERATOR_INVITATION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(72),
  // argon2id's cost: OWASP's recommended minimums by default (refused below them in production). A test suite
  // lowers them, since every sign-up it makes pays the hash.
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1_048_576)
    .default(OWASP_PASSWORD_HASH.memoryKib),
  PASSWORD_HASH_PASSES: z.coerce.number().int().min(1).max(10).default(OWASP_PASSWORD_HASH.passes),
  STREAMS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(20),
  STREAMS_PER_DELIVERY: z.coerce.number().int().min(1).max(10_000).default(10),
  DOCUMENT_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.min(4, Math.max(1, os.availableParallelism() - 1))),
  // At least 1: piscina 5.3 with maxQueue 0 keeps refused tasks in its queue and then refuses everything.
  DOCUMENT_QUEUE_MAX: z.coerce.number().int().min(1).max(100_000).default(500),
  DOCUMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  DOCUMENT_MEMORY_MB: z.coerce.number().int().min(32).max(8_192).default(256),
  DOCUMENT_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).max(100_000).default(60),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(100),
  DOCUMENTS_PER_VEHICLE: z.coerce.number().int().min(1).max(10_000).default(20),
  REDIS_URL: optionalUrl,
  GEOCODER_URL: optionalUrl,
  OSRM_URL: optionalUrl,
  WEATHER_URL: optionalUrl,
  ROUTING_OSM_FILE: z.string().optional(),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('LogiSaathi <no-reply@logisaathi.in>'),
  DEMO_DATA: z.stringbool().default(true),
  PARTNER_COMMISSION_PERCENT: z.coerce.number().min(0).max(50).default(10),
  POD_FAR_FROM_DROP_KM: z.coerce.number().min(0.05).max(100).default(DEFAULT_PROOF_FAR_FROM_DROP_KM),
  /** How long a price quote binds (DESIGN: 15 minutes); tests shorten it. */
  QUOTE_VALIDITY_S: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600)
    .default(15 * 60),
  PARTNER_OFFER_TTL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(30 * 60_000)
    .default(60_000),
  ...dispatchEnv,
  PARTNER_DISPATCH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(10 * 60_000)
    .default(5_000),
  PARTNER_EXPIRY_CHECK_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(24 * 3_600_000)
    .default(3_600_000),
  DEMO_FLEET_ACCEPT_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10 * 60_000)
    .default(4_000),
  DEMO_FLEET_TICK_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(10 * 60_000)
    .default(5_000),
  DEMO_FLEET_SPEED_KMH: z.coerce.number().min(1).max(1_000_000).default(120),
  NODE_ENV: z.string().max(32).optional(),
  // Issue 34: the job engine.
  JOB_ENGINE: z.enum(['auto', 'in-process']).default('auto'),
  JOB_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(1_000),
  ...notificationsEnv,
  ...platformEnv,
});

export type DatabaseConfig =
  | {
      kind: 'pglite';
      dir: string | null;
      /** In-memory only (dir null): start from this dump of an already-migrated database (the test suite's). */
      template?: Blob;
    }
  | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  publicUrl: string | undefined;
  /**
   * The base of links in e-mails (password reset, sign-in links): PUBLIC_URL, or this server's own address on
   * a development machine. Never taken from a request's Host header, which the sender controls.
   */
  linkBaseUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** How long a price quote's price holds (modules/quotes). */
  quoteValidityMs: number;
  trustProxy: boolean;
  rateLimits: { authPerIp: number; authPerEmail: number; aiPerIp: number; windowMs: number };
  /** Failed sign-ins on one address within 15 minutes, from anywhere, that mark a distributed attack. */
  signInAttackThreshold: number;
  /**
   * Operators (issue 33): a sign-in lasts at most sessionHours from the TOTP check (refreshing never extends it,
   * unlike a shipper's 30 days); an invitation link is valid invitationHours.
   */
  operators: { sessionHours: number; invitationHours: number };
  /** argon2id cost of new password hashes (a stored hash carries its own, so verifying any works). */
  passwordHash: PasswordHashCost;
  /**
   * Open event streams allowed at once in this process: per user (all kinds together) and per resource (one
   * delivery's tracking, one partner's offers).
   */
  streamCaps: { perUser: number; perResource: number };
  /**
   * PDFs render in a worker-thread pool (modules/documents): its threads, its queue (full: 503), each job's time
   * and heap limit, and the per-user rate of document downloads (per minute, per route).
   */
  documents: {
    workers: number;
    queueMax: number;
    timeoutMs: number;
    memoryMb: number;
    perUserPerMinute: number;
  };
  /** Upload quotas (modules/users/storage-quota.ts). */
  uploads: { accountBytes: number; perOwnerDocuments: number };
  redisUrl: string | undefined;
  geo: {
    geocoderUrl: string | undefined;
    osrmUrl: string | undefined;
    weatherUrl: string | undefined;
    routingOsmFile: string | undefined;
  };
  tileUrl: string;
  mail: { smtpUrl: string | undefined; from: string };
  /** Load labelled demo supply (trucks, warehouses) into an empty database on first start. */
  demoData: boolean;
  /** Path of the built web app, served at `/` when it exists. */
  webDistDir: string;
  partners: {
    /** Platform commission on a partner's trip fare, percent. */
    commissionPercent: number;
    /** How long an offer stays open. */
    offerTtlMs: number;
    /** How often open offers are expired and deliveries nobody took are offered again. */
    dispatchIntervalMs: number;
    /** How often document expiry dates are checked for 15-day and 1-day alerts. */
    expiryCheckIntervalMs: number;
    /** A proof of delivery taken farther than this from the drop is flagged to the shipper (km). */
    proofFarFromDropKm: number;
  };
  /** Who is offered a delivery and when (issue 15; packages/dispatch does the deciding). */
  dispatch: DispatchConfig;
  /** The simulated demo fleet (only with demoData). */
  demoFleet: { acceptDelayMs: number; tickMs: number; speedKmh: number };
  /** The supplier on tax invoices, its tax model and payment details (issue 16). */
  platform: PlatformConfig;
  /** pg-boss on PostgreSQL ('auto'), or in this process (always on PGlite; JOB_ENGINE=in-process forces it). */
  jobs: JobEngineConfig;
  notifications: NotificationsConfig;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (
    e.NODE_ENV === 'production' &&
    (e.PASSWORD_HASH_MEMORY_KIB < OWASP_PASSWORD_HASH.memoryKib ||
      e.PASSWORD_HASH_PASSES < OWASP_PASSWORD_HASH.passes)
  ) {
    throw new ConfigError(
      `Invalid configuration:\n- PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES: at least ${OWASP_PASSWORD_HASH.memoryKib} KiB and ${OWASP_PASSWORD_HASH.passes} passes in production (OWASP's minimums)`,
    );
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n- PUBLIC_URL: required in production (e-mailed reset and sign-in links are built from it)',
    );
  }
  const platform = platformSettings(e);
  if (!platform.value) throw new ConfigError(`Invalid configuration:\n${platform.problems.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const layout = dataDirLayout(dataDir);
  const notifications = notificationsSettings(e, dataDir);
  if (!notifications.value)
    throw new ConfigError(`Invalid configuration:\n${notifications.problems.join('\n')}`);
  const { gateway } = platform.value.payments;
  if (gateway?.url === null)
    gateway.webhookSecret = readOrCreateSecret(dataDir, layout.fakeGatewaySecretFile);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: layout.uploadsDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: layout.pgDir },
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir, layout.jwtSecretFile),
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
    publicUrl: e.PUBLIC_URL,
    linkBaseUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    logLevel: e.LOG_LEVEL,
    quoteValidityMs: e.QUOTE_VALIDITY_S * 1000,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      authPerIp: e.AUTH_RATE_LIMIT_PER_IP,
      authPerEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      aiPerIp: e.AI_RATE_LIMIT_PER_IP,
      windowMs: 15 * 60 * 1000,
    },
    signInAttackThreshold: e.SIGNIN_ATTACK_THRESHOLD,
    operators: { sessionHours: e.OPERATOR_SESSION_HOURS, invitationHours: e.OPERATOR_INVITATION_HOURS },
    passwordHash: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, passes: e.PASSWORD_HASH_PASSES },
    streamCaps: { perUser: e.STREAMS_PER_USER, perResource: e.STREAMS_PER_DELIVERY },
    documents: {
      workers: e.DOCUMENT_WORKERS,
      queueMax: e.DOCUMENT_QUEUE_MAX,
      timeoutMs: e.DOCUMENT_TIMEOUT_MS,
      memoryMb: e.DOCUMENT_MEMORY_MB,
      perUserPerMinute: e.DOCUMENT_RATE_LIMIT_PER_USER,
    },
    uploads: { accountBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024, perOwnerDocuments: e.DOCUMENTS_PER_VEHICLE },
    redisUrl: e.REDIS_URL,
    geo: {
      geocoderUrl: e.GEOCODER_URL,
      osrmUrl: e.OSRM_URL,
      weatherUrl: e.WEATHER_URL,
      routingOsmFile: e.ROUTING_OSM_FILE,
    },
    tileUrl: e.TILE_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    demoData: e.DEMO_DATA,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    partners: {
      commissionPercent: e.PARTNER_COMMISSION_PERCENT,
      offerTtlMs: e.PARTNER_OFFER_TTL_MS,
      dispatchIntervalMs: e.PARTNER_DISPATCH_INTERVAL_MS,
      expiryCheckIntervalMs: e.PARTNER_EXPIRY_CHECK_INTERVAL_MS,
      proofFarFromDropKm: e.POD_FAR_FROM_DROP_KM,
    },
    dispatch: dispatchSettings(e),
    demoFleet: {
      acceptDelayMs: e.DEMO_FLEET_ACCEPT_DELAY_MS,
      tickMs: e.DEMO_FLEET_TICK_MS,
      speedKmh: e.DEMO_FLEET_SPEED_KMH,
    },
    platform: platform.value,
    jobs:
      e.DATABASE_URL && e.JOB_ENGINE === 'auto'
        ? { kind: 'pg-boss', url: e.DATABASE_URL, pollingIntervalMs: e.JOB_POLL_MS }
        : { kind: 'in-process' },
    notifications: notifications.value,
  };
}

/**
 * A generated secret (the JWT secret, the fake gateway's webhook secret) survives restarts so sessions do too;
 * it is its owner's only (0600) and never enters the repository.
 */
function readOrCreateSecret(dataDir: string, file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

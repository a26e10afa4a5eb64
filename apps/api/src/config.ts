import { z } from 'zod';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

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

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(20),
  AI_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(1200),
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
  PARTNER_OFFER_TTL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(30 * 60_000)
    .default(60_000),
  PARTNER_OFFER_RADIUS_KM: z.coerce.number().min(1).max(200).default(15),
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
});

export type DatabaseConfig = { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string };

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
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimits: { authPerIp: number; authPerEmail: number; aiPerIp: number; windowMs: number };
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
    /** Road-estimate radius around the pickup within which online vehicles are offered a delivery. */
    offerRadiusKm: number;
    /** How often open offers are expired and deliveries nobody took are offered again. */
    dispatchIntervalMs: number;
    /** How often document expiry dates are checked for 15-day and 1-day alerts. */
    expiryCheckIntervalMs: number;
  };
  /** The simulated demo fleet (only with demoData). */
  demoFleet: { acceptDelayMs: number; tickMs: number; speedKmh: number };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'pg') },
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      authPerIp: e.AUTH_RATE_LIMIT_PER_IP,
      authPerEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      aiPerIp: e.AI_RATE_LIMIT_PER_IP,
      windowMs: 15 * 60 * 1000,
    },
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
      offerRadiusKm: e.PARTNER_OFFER_RADIUS_KM,
      dispatchIntervalMs: e.PARTNER_DISPATCH_INTERVAL_MS,
      expiryCheckIntervalMs: e.PARTNER_EXPIRY_CHECK_INTERVAL_MS,
    },
    demoFleet: {
      acceptDelayMs: e.DEMO_FLEET_ACCEPT_DELAY_MS,
      tickMs: e.DEMO_FLEET_TICK_MS,
      speedKmh: e.DEMO_FLEET_SPEED_KMH,
    },
  };
}

/** A generated secret survives restarts so sessions do too; it never enters the repository. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

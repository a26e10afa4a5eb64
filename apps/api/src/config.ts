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
  SIGNIN_ATTACK_THRESHOLD: z.coerce.number().int().min(1).max(1_000_000).default(50),
  STREAMS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(20),
  STREAMS_PER_DELIVERY: z.coerce.number().int().min(1).max(10_000).default(10),
  REDIS_URL: optionalUrl,
  GEOCODER_URL: optionalUrl,
  OSRM_URL: optionalUrl,
  WEATHER_URL: optionalUrl,
  ROUTING_OSM_FILE: z.string().optional(),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('LogiSaathi <no-reply@logisaathi.in>'),
  DEMO_DATA: z.stringbool().default(true),
  NODE_ENV: z.string().optional(),
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
  /**
   * The base of links in e-mails (password reset, sign-in links): PUBLIC_URL, or this server's own address on
   * a development machine. Never taken from a request's Host header, which the sender controls.
   */
  linkBaseUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimits: { authPerIp: number; authPerEmail: number; aiPerIp: number; windowMs: number };
  /** Failed sign-ins on one address within 15 minutes, from anywhere, that mark a distributed attack. */
  signInAttackThreshold: number;
  /** Open event streams allowed at once in this process, per user and per delivery. */
  streamCaps: { perUser: number; perDelivery: number };
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
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n- PUBLIC_URL: required in production (e-mailed reset and sign-in links are built from it)',
    );
  }
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
    linkBaseUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      authPerIp: e.AUTH_RATE_LIMIT_PER_IP,
      authPerEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      aiPerIp: e.AI_RATE_LIMIT_PER_IP,
      windowMs: 15 * 60 * 1000,
    },
    signInAttackThreshold: e.SIGNIN_ATTACK_THRESHOLD,
    streamCaps: { perUser: e.STREAMS_PER_USER, perDelivery: e.STREAMS_PER_DELIVERY },
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

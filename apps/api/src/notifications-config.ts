import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

/**
 * The notification outbox and its channels (issue 34): their environment variables, read by config.ts (the only
 * module that reads the environment) into `Config.notifications`.
 */

/** The VAPID key pair's file inside DATA_DIR (config.ts's dataDirLayout names it too). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

export const notificationsEnv = {
  NOTIFY_SWEEP_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(10_000),
  NOTIFY_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  NOTIFY_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000).default(100),
  NOTIFY_FAKE_LATENCY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  OFFER_SMS_ESCALATION_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  SMS_QUIET_HOURS_IST: z
    .string()
    .default('21-9')
    .pipe(z.string().regex(/^\d{1,2}-\d{1,2}$/, 'hours as start-end, e.g. 21-9'))
    .transform((v) => v.split('-').map(Number) as [number, number])
    .pipe(z.tuple([z.number().int().min(0).max(23), z.number().int().min(0).max(23)])),
  // VAPID keys are base64url: a P-256 public key is 87 characters, its private key 43.
  VAPID_PUBLIC_KEY: z.string().min(20).max(128).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).max(128).optional(),
  VAPID_SUBJECT: z
    .string()
    .max(256)
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .default('mailto:support@logisaathi.in'),
  PUSH_PROVIDER: z.enum(['fake', 'web-push']).optional(),
  SMS_PROVIDER: z.enum(['fake', 'msg91']).default('fake'),
  SMS_API_URL: z.url().default('https://control.msg91.com/api/v5/flow/'),
  SMS_AUTH_KEY: z.string().min(1).max(512).optional(),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, 'six capital letters (DLT header)')
    .default('LSAATH'),
  SMS_DLT_ENTITY_ID: z.string().max(32).optional(),
  SMS_DLT_TEMPLATE_IDS: z.string().max(8_000).default(''),
  WHATSAPP_PROVIDER: z.enum(['fake', 'cloud']).default('fake'),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().max(64).optional(),
  WHATSAPP_TOKEN: z.string().min(1).max(4096).optional(),
};

type NotificationsEnv = z.infer<z.ZodObject<typeof notificationsEnv>> & { NODE_ENV?: string };

export interface NotificationsConfig {
  /** How often due retries and lapsed claims are swept (new rows are sent at once on commit). */
  sweepMs: number;
  maxAttempts: number;
  /** Retry n waits retryBaseMs * 2^(n-1), at most an hour. */
  retryBaseMs: number;
  /** How long a worker's claim on a message lasts before another may send it again (same message id). */
  leaseMs: number;
  batchSize: number;
  /** How long a fake channel's provider takes to answer after it has the message (benchmarks: a crash mid-send). */
  fakeLatencyMs: number;
  /** An offer's delivery nobody accepted for this long: the next wave's offers also go by SMS. */
  offerSmsEscalationMs: number;
  quietHours: { startHour: number; endHour: number };
  push: { provider: 'fake' | 'web-push'; vapid: VapidKeys; subject: string };
  sms: {
    provider: 'fake' | 'msg91';
    apiUrl: string;
    authKey: string | undefined;
    senderId: string;
    entityId: string | undefined;
    /** DLT template id of each 'event.language' (every SMS carries one). */
    templateIds: Record<string, string>;
  };
  whatsapp: {
    provider: 'fake' | 'cloud';
    apiUrl: string;
    phoneNumberId: string | undefined;
    token: string | undefined;
  };
  /** Whether the development page of fake messages (/dev/messages, /api/dev/...) is served: never in production. */
  devPages: boolean;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function notificationsSettings(
  e: NotificationsEnv,
  dataDir: string,
): { value?: NotificationsConfig; problems: string[] } {
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  const templateIds: Record<string, string> = {};
  for (const pair of e.SMS_DLT_TEMPLATE_IDS.split(',').filter((p) => p.trim())) {
    const [key, id] = pair.split('=').map((x) => x.trim());
    if (!key || !id || !/^[\w-]+\.(en|hi)$/.test(key))
      problems.push(`- SMS_DLT_TEMPLATE_IDS: '${pair}' is not event.language=id`);
    else templateIds[key] = id;
  }
  if (e.SMS_PROVIDER === 'msg91' && (!e.SMS_AUTH_KEY || !e.SMS_DLT_ENTITY_ID))
    problems.push('- SMS_AUTH_KEY, SMS_DLT_ENTITY_ID: required with SMS_PROVIDER=msg91');
  if (e.WHATSAPP_PROVIDER === 'cloud' && (!e.WHATSAPP_TOKEN || !e.WHATSAPP_PHONE_NUMBER_ID))
    problems.push('- WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: required with WHATSAPP_PROVIDER=cloud');
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    problems.push('- VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  if (problems.length > 0) return { problems };
  const value: NotificationsConfig = {
    sweepMs: e.NOTIFY_SWEEP_MS,
    maxAttempts: e.NOTIFY_MAX_ATTEMPTS,
    retryBaseMs: e.NOTIFY_RETRY_BASE_MS,
    leaseMs: e.NOTIFY_LEASE_MS,
    batchSize: e.NOTIFY_BATCH_SIZE,
    fakeLatencyMs: e.NOTIFY_FAKE_LATENCY_MS,
    offerSmsEscalationMs: e.OFFER_SMS_ESCALATION_MS,
    quietHours: { startHour: e.SMS_QUIET_HOURS_IST[0], endHour: e.SMS_QUIET_HOURS_IST[1] },
    push: {
      provider: e.PUSH_PROVIDER ?? (isProduction ? 'web-push' : 'fake'),
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : readOrCreateVapidKeys(dataDir),
      subject: e.VAPID_SUBJECT,
    },
    sms: {
      provider: e.SMS_PROVIDER,
      apiUrl: e.SMS_API_URL,
      authKey: e.SMS_AUTH_KEY,
      senderId: e.SMS_SENDER_ID,
      entityId: e.SMS_DLT_ENTITY_ID,
      templateIds,
    },
    whatsapp: {
      provider: e.WHATSAPP_PROVIDER,
      apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      token: e.WHATSAPP_TOKEN,
    },
    devPages: !isProduction,
  };
  return { value, problems };
}

/** VAPID keys generated once into DATA_DIR (like the JWT secret), so devices stay subscribed across restarts. */
function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  try {
    const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
    if (keys.publicKey && keys.privateKey) return keys;
  } catch {
    // generated below
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

import { DEFAULT_BACKUPS, DEFAULT_TRADE_SETTINGS, type TradeSettings } from '@logisaathi/dispatch';
import { z } from 'zod';

/**
 * Who is offered a delivery and when (issue 15; packages/dispatch does the deciding), and the day trades after
 * (issue 31): their environment variables, read by config.ts (the only module that reads the environment) into
 * `Config.dispatch`.
 */
export const dispatchEnv = {
  DISPATCH_RADII_KM: z
    .string()
    .default('15,25,40')
    .transform((v) => v.split(',').map((x) => Number(x.trim())))
    .pipe(z.array(z.number().min(1).max(200)).min(1).max(6)),
  DISPATCH_WAVE_SIZE: z.coerce.number().int().min(1).max(100).default(3),
  DISPATCH_POLICY: z.enum(['batch', 'greedy']).default('batch'),
  DISPATCH_BATCH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(10 * 60_000)
    .default(5_000),
  DISPATCH_BATCH_BACKUPS: z.coerce.number().int().min(0).max(5).default(DEFAULT_BACKUPS.count),
  DISPATCH_BATCH_BACKUP_MARGIN_KM: z.coerce.number().min(0).max(50).default(DEFAULT_BACKUPS.marginKm),
  DISPATCH_URGENT_BACKUPS: z.coerce
    .number()
    .int()
    .min(0)
    .max(5)
    .default(DEFAULT_BACKUPS.urgentCount ?? DEFAULT_BACKUPS.count),
  DISPATCH_URGENT_BACKUP_MARGIN_KM: z.coerce
    .number()
    .min(0)
    .max(50)
    .default(DEFAULT_BACKUPS.urgentMarginKm ?? DEFAULT_BACKUPS.marginKm),
  DISPATCH_TIMEOUT_BEFORE_SLOT_MIN: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(30),
  DISPATCH_AT_ONCE_WITHIN_H: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(48),
  DISPATCH_EVENING_HOUR_IST: z.coerce.number().int().min(0).max(23).default(18),
  DISPATCH_PROMISE_SAME_DAY_MIN: z.coerce
    .number()
    .min(0.05)
    .max(24 * 60)
    .default(10),
  DISPATCH_PROMISE_LATER_DAY_MIN: z.coerce
    .number()
    .min(0.05)
    .max(24 * 60)
    .default(30),
  DISPATCH_FAR_DEADHEAD_KM: z.coerce.number().min(1).max(200).default(25),
  /** Day trades (trade-round.ts): how often they are looked for; 0 turns them off. */
  DISPATCH_TRADE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000)
    .default(DEFAULT_TRADE_SETTINGS.everyMs),
  DISPATCH_TRADE_LEAD_MIN: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(DEFAULT_TRADE_SETTINGS.leadMs / 60_000),
  DISPATCH_TRADE_MIN_KM: z.coerce.number().min(0).max(100).default(DEFAULT_TRADE_SETTINGS.minGainKm),
  /** A trade's moved jobs start with one picked up within this many hours (0: no limit). */
  DISPATCH_TRADE_HORIZON_H: z.coerce
    .number()
    .min(0)
    .max(48)
    .default((DEFAULT_TRADE_SETTINGS.horizonMs ?? 0) / 3_600_000),
};

type DispatchEnv = z.infer<z.ZodObject<typeof dispatchEnv>>;

export interface DispatchConfig {
  /** Road radii around the pickup, widened in order while nobody suitable is left (km). */
  radiiKm: number[];
  /** Offers per wave (greedy policy); each lives partners.offerTtlMs. */
  waveSize: number;
  /** 'batch': matched every batchIntervalMs as an assignment problem; 'greedy': ranked waves per delivery. */
  policy: 'batch' | 'greedy';
  batchIntervalMs: number;
  /**
   * Batch policy: each match is also offered to up to `count` unmatched trucks at most `marginKm` costlier,
   * rising to `urgentCount` and `urgentMarginKm` as the slot nears (packages/dispatch BackupConfig).
   */
  batchBackups: { count: number; marginKm: number; urgentCount: number; urgentMarginKm: number };
  /** Nobody accepted this long before the slot starts: the shipper is alerted and chooses what next. */
  timeoutBeforeSlotMs: number;
  /** A delivery whose slot starts within this is offered at once; a later one from the evening before. */
  atOnceWithinMs: number;
  eveningHourIst: number;
  /**
   * The promise to the shipper (issue 31): a truck, or the 'no truck yet' choices, within `sameDayMs` of the
   * first offer for a slot that day and `laterDayMs` for a later day (packages/dispatch promiseDeadlineMs).
   */
  promise: { sameDayMs: number; laterDayMs: number };
  /** A truck farther than this from the pickup is matched only in the promise's last round. */
  farDeadheadKm: number;
  /**
   * Day trades (issue 31, trade-round.ts): every `everyMs` (0: never) two partners' trucks may be asked to swap the
   * rest of their days, jobs picked up at least `leadMs` ahead, when both days save `minGainKm` (packages/dispatch
   * TradeSettings).
   */
  trades: TradeSettings;
}

export function dispatchSettings(e: DispatchEnv): DispatchConfig {
  return {
    radiiKm: e.DISPATCH_RADII_KM,
    waveSize: e.DISPATCH_WAVE_SIZE,
    policy: e.DISPATCH_POLICY,
    batchIntervalMs: e.DISPATCH_BATCH_INTERVAL_MS,
    batchBackups: {
      count: e.DISPATCH_BATCH_BACKUPS,
      marginKm: e.DISPATCH_BATCH_BACKUP_MARGIN_KM,
      urgentCount: e.DISPATCH_URGENT_BACKUPS,
      urgentMarginKm: e.DISPATCH_URGENT_BACKUP_MARGIN_KM,
    },
    timeoutBeforeSlotMs: e.DISPATCH_TIMEOUT_BEFORE_SLOT_MIN * 60_000,
    atOnceWithinMs: e.DISPATCH_AT_ONCE_WITHIN_H * 3_600_000,
    eveningHourIst: e.DISPATCH_EVENING_HOUR_IST,
    promise: {
      sameDayMs: Math.round(e.DISPATCH_PROMISE_SAME_DAY_MIN * 60_000),
      laterDayMs: Math.round(e.DISPATCH_PROMISE_LATER_DAY_MIN * 60_000),
    },
    farDeadheadKm: e.DISPATCH_FAR_DEADHEAD_KM,
    trades: {
      everyMs: e.DISPATCH_TRADE_INTERVAL_MS,
      leadMs: Math.round(e.DISPATCH_TRADE_LEAD_MIN * 60_000),
      minGainKm: e.DISPATCH_TRADE_MIN_KM,
      priceRating: DEFAULT_TRADE_SETTINGS.priceRating,
      ...(e.DISPATCH_TRADE_HORIZON_H > 0
        ? { horizonMs: Math.round(e.DISPATCH_TRADE_HORIZON_H * 3_600_000) }
        : {}),
    },
  };
}

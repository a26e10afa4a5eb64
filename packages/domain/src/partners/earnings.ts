/*
 * Earnings: each completed trip's fare, the platform commission (a configured percentage, default 10 %) and the
 * partner's net, in integer paise; the weekly statement runs Monday to Sunday in IST.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { addDaysToIsoDate, istDateString, parseIsoDate } from '../ist-time';
import { paise, percentOfPaise, rupeesText, type Paise } from '../money';
import { moneySplitSchema, type MoneySplit } from './offers';

/** A trip's fare split as the server computes and stores it (the wire's `MoneySplit`, in typed paise). */
export interface FareSplit extends MoneySplit {
  farePaise: Paise;
  commissionPaise: Paise;
  netPaise: Paise;
}

/** Commission rounded to the nearest paisa (half up); the net is the rest, so the parts always add up. */
export function splitFare(farePaise: Paise, commissionPercent: number): FareSplit {
  const commissionPaise = percentOfPaise(farePaise, Math.round(commissionPercent * 100));
  return { farePaise, commissionPercent, commissionPaise, netPaise: paise(farePaise - commissionPaise) };
}

/** The Monday (IST) of the week an instant falls in, 'YYYY-MM-DD'. */
export function istWeekStart(at: Date): string {
  const day = istDateString(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDaysToIsoDate(day, -((weekday + 6) % 7));
}

/** Query of GET /api/partners/earnings (JSON) and /api/partners/earnings.csv: the week's Monday, default this week. */
export const earningsQuerySchema = z.object({
  week: z
    .string()
    .trim()
    .max(10)
    .optional()
    .refine(
      (v) => v === undefined || (parseIsoDate(v) !== null && new Date(`${v}T00:00:00Z`).getUTCDay() === 1),
      {
        message: 'Week must be the date of a Monday, like 2026-11-23',
      },
    ),
});

export const earningTripSchema = moneySplitSchema.extend({
  jobId: z.string().max(RESPONSE_TEXT_MAX.id),
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  completedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  pickupArea: z.string().max(RESPONSE_TEXT_MAX.text),
  dropArea: z.string().max(RESPONSE_TEXT_MAX.text),
  roadKm: z.number(),
  vehicleRegistration: z.string().max(RESPONSE_TEXT_MAX.text),
});
export type EarningTrip = z.infer<typeof earningTripSchema>;

export const weeklyStatementSchema = z.object({
  weekStart: z.string().max(RESPONSE_TEXT_MAX.instant),
  weekEnd: z.string().max(RESPONSE_TEXT_MAX.text),
  trips: z.array(earningTripSchema),
  totals: z.object({
    trips: z.number().int(),
    farePaise: z.number().int(),
    commissionPaise: z.number().int(),
    netPaise: z.number().int(),
  }),
});
export type WeeklyStatement = z.infer<typeof weeklyStatementSchema>;
/**
 * The partner's account with the operator, from the same ledger as the businesses' payments (issue 16): the net
 * of every delivered trip earned so far, what the operator has paid out (bank transfers), and what is owed.
 */
export const partnerLedgerSchema = z.object({
  earnedPaise: z.number().int(),
  paidOutPaise: z.number().int(),
  owedPaise: z.number().int(),
  /** Paid out during the statement's week. */
  weekPaidOutPaise: z.number().int(),
  payouts: z
    .array(
      z.object({
        id: z.string().max(64),
        amountPaise: z.number().int(),
        reference: z.string().max(64),
        paidAt: z.string().max(40),
      }),
    )
    .max(500),
});
export type PartnerLedger = z.infer<typeof partnerLedgerSchema>;

export const weeklyStatementResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ statement: weeklyStatementSchema, ledger: partnerLedgerSchema }),
});

/** POST /api/billing/ops/partner-payouts: a bank transfer the operator made to a partner. */
export const partnerPayoutRequestSchema = z.object({
  partnerId: z.string().max(64),
  amountPaise: z.number().int().min(100).max(1_000_000_000),
  reference: z
    .string()
    .trim()
    .min(6)
    .max(64)
    .regex(/^[A-Za-z0-9/-]+$/, 'Reference may hold only letters, digits, / and -'),
  /** Accepted for older callers and ignored: the signed-in operator is recorded (issue 33). */
  by: z.string().trim().min(2).max(80).optional(),
});

/** POST /api/billing/ops/partner-payouts answers the partner's ledger after the payout. */
export const partnerPayoutResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ ledger: partnerLedgerSchema }),
});

/** Builds the statement from the week's trips (any order; listed by completion time). */
export function buildWeeklyStatement(weekStart: string, trips: readonly EarningTrip[]): WeeklyStatement {
  const sorted = [...trips].sort((a, b) => a.completedAt.localeCompare(b.completedAt));
  const totals = { trips: sorted.length, farePaise: 0, commissionPaise: 0, netPaise: 0 };
  for (const t of sorted) {
    totals.farePaise += t.farePaise;
    totals.commissionPaise += t.commissionPaise;
    totals.netPaise += t.netPaise;
  }
  return { weekStart, weekEnd: addDaysToIsoDate(weekStart, 6), trips: sorted, totals };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // Quote what needs quoting, and neutralise spreadsheet formulas (a cell starting with = + - @).
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The statement as CSV (rupees with two decimals, IST completion times), with a totals line. */
export function weeklyStatementCsv(statement: WeeklyStatement): string {
  const header = [
    'Completed (IST)',
    'Delivery',
    'Vehicle',
    'From',
    'To',
    'Road km',
    'Fare (INR)',
    'Commission %',
    'Commission (INR)',
    'Net (INR)',
  ];
  const lines = [header.map(csvCell).join(',')];
  for (const t of statement.trips) {
    const at = new Date(Date.parse(t.completedAt) + 330 * 60_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    lines.push(
      [
        at,
        t.deliveryId,
        t.vehicleRegistration,
        t.pickupArea,
        t.dropArea,
        t.roadKm,
        rupeesText(t.farePaise),
        t.commissionPercent,
        rupeesText(t.commissionPaise),
        rupeesText(t.netPaise),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  const s = statement.totals;
  lines.push(
    [
      'Total',
      `${s.trips} trips`,
      '',
      '',
      '',
      '',
      rupeesText(s.farePaise),
      '',
      rupeesText(s.commissionPaise),
      rupeesText(s.netPaise),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}

/*
 * The user's data rights: export of everything about them, and erasure on request (India's Digital Personal
 * Data Protection Act 2023, s.12). Erasure keeps only what tax law requires. This file is the one home of that
 * retention rule; the API applies it and the profile page explains it with the same words.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from './limits';
import { isDeliveryStatus, projectStatus, type StatusInput } from './delivery-status';
import { parseIsoDate } from './ist-time';

/**
 * CGST Act 2017 s.36 with CGST Rules 2017 r.56: a registered person keeps accounts and the invoices behind
 * them for 72 months from the due date of the annual return, which falls after the end of the financial year.
 * Eight years from the end of the financial year covers that with margin.
 */
export const TAX_RECORD_RETENTION_YEARS = 8;

/**
 * Which deliveries are taxable supplies that an invoice is (or, from issue 16 on, will be) issued for: those the
 * product shows as Delivered. Everything else of a deleted account goes.
 */
export const TAX_RECORD_STATUSES = ['Delivered'] as const;

/** Whether a delivery is a tax record: its status as the product shows it (projected from the slot) is one above. */
export function isTaxRecord(
  delivery: { status: string; deliveryDate: StatusInput['deliveryDate']; slot?: string | null },
  now: Date,
): boolean {
  if (!isDeliveryStatus(delivery.status)) return false;
  const shown = projectStatus({ ...delivery, status: delivery.status }, now);
  return TAX_RECORD_STATUSES.some((s) => s === shown);
}

/**
 * What a kept record holds: only the fields a tax invoice needs (CGST Rule 46), none of the person's details.
 * The business's name and GSTIN are kept only when a GSTIN was given: a B2B invoice must name a registered
 * recipient, while a B2C invoice below ₹50,000 names nobody.
 */
export const TAX_RECORD_FIELDS = [
  'shipment id',
  'pickup and delivery dates',
  'pickup and delivery locality (place of supply)',
  'package type, weight and distance',
  'price breakdown and amount charged',
  'business name and GSTIN, only when a GSTIN was given',
  'tax invoice and consignment note numbers',
] as const;

/**
 * The first day a kept record may be purged: 1 April (start of a financial year) eight years after the end of
 * the financial year (April to March) in which the delivery date falls. `deliveryDate` is 'YYYY-MM-DD' (IST).
 */
export function taxRecordPurgeFrom(deliveryDate: string): string {
  const parsed = parseIsoDate(deliveryDate);
  if (!parsed) throw new Error(`not a date: ${deliveryDate}`);
  const financialYearEnds = parsed.month >= 4 ? parsed.year + 1 : parsed.year;
  return `${financialYearEnds + TAX_RECORD_RETENTION_YEARS}-04-01`;
}

export const DATA_RIGHTS_TEXT = {
  exportTitle: 'Download my data',
  exportDescription:
    'One zip file with everything LogiSaathi holds about you: profile, deliveries with their status trails and tracking, alerts, warehouse bookings and listings, shared trucks and slot requests, your notification choices and push devices, your tax invoices, credit notes, consignment notes and payments, your documents and profile picture, and for a truck partner its vehicles, drivers, documents, offers, jobs and ratings.',
  deleteTitle: 'Delete my account',
  deleteDescription:
    "Your sign-in details, sessions, profile, profile picture, documents, alerts, bookings, shared trucks, slot requests and deliveries are deleted for good. Open bookings and slot requests with other businesses are cancelled and they are told. For a truck partner, each proof of delivery stays with the shipper whose goods it proves (receiver, time, place, signature, photos, vehicle number and driver's name); its ratings are deleted.",
  retentionDescription: `Kept by law: for deliveries that were delivered, the fields a GST tax invoice needs (${TAX_RECORD_FIELDS.join('; ')}) are kept without your name, e-mail or phone for ${TAX_RECORD_RETENTION_YEARS} years from the end of the financial year of the delivery (CGST Act 2017 s.36, CGST Rules r.56), then deleted. Tax invoices, credit notes and consignment notes already issued are kept as issued.`,
  confirmLabel: 'Enter your password to confirm',
  passwordRequired: 'Password is required to delete your account',
  passwordIncorrect: 'Password is incorrect',
  deleted: 'Your account has been deleted',
  partnerJobsInProgress:
    'You have accepted jobs that are not finished. Deliver them, or report an exception on them, before deleting your account.',
} as const;

/** DELETE /users/me: the current password, re-entered. */
export const accountDeletionSchema = z.object({
  password: z
    .string({ error: DATA_RIGHTS_TEXT.passwordRequired })
    .min(1, DATA_RIGHTS_TEXT.passwordRequired)
    .max(200, DATA_RIGHTS_TEXT.passwordIncorrect),
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

export const accountDeletionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().max(RESPONSE_TEXT_MAX.text),
  data: z.object({
    /** Delivered deliveries kept, de-identified, as tax records. */
    retainedTaxRecords: z.number().int().min(0),
    /** The latest purge date of those records ('YYYY-MM-DD'), or null when none were kept. */
    retainedUntil: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  }),
});
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;

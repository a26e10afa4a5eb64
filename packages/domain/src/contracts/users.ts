/* Answers of /api/users: profile, account statistics, company documents (spec section 2 'Profile'). */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { publicUserSchema } from '../auth';
import { DOCUMENT_KINDS } from '../catalogue';
import { okData } from './envelope';

export const profileDtoSchema = z.object({
  name: z.string().max(RESPONSE_TEXT_MAX.name),
  email: z.string().max(RESPONSE_TEXT_MAX.email),
  businessName: z.string().max(RESPONSE_TEXT_MAX.name),
  gstin: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
  pan: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
  billingAddress: z.string().max(500).nullable(),
});
export type ProfileDto = z.output<typeof profileDtoSchema>;

export const accountStatsSchema = z.object({
  memberSince: z.string().max(RESPONSE_TEXT_MAX.text),
  totalDeliveries: z.number().int(),
  documents: z.number().int(),
  lastLogin: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
});
export type AccountStats = z.output<typeof accountStatsSchema>;

/** PUT /profile and the picture calls answer the user and profile; GET /profile adds the statistics. */
export const profileViewSchema = z.object({ user: publicUserSchema, profile: profileDtoSchema });
export const profileWithStatsSchema = profileViewSchema.extend({ stats: accountStatsSchema });
export type ProfileResponse = z.output<typeof profileWithStatsSchema>;

export const companyDocumentSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  kind: z.enum(DOCUMENT_KINDS),
  label: z.string().max(RESPONSE_TEXT_MAX.address),
  fileName: z.string().max(RESPONSE_TEXT_MAX.name),
  contentType: z.string().max(RESPONSE_TEXT_MAX.name),
  sizeBytes: z.number().int(),
  uploadedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type CompanyDocument = z.output<typeof companyDocumentSchema>;

export const profileResponseSchema = okData(profileWithStatsSchema);
export const profileViewResponseSchema = okData(profileViewSchema);
/** How much of the account's document storage is used (issue 30 quotas), shown on the documents screens. */
export const documentStorageUsageSchema = z.object({
  usedBytes: z.number().int(),
  limitBytes: z.number().int(),
  /** Files one vehicle or one driver may keep (partner documents, renewals included). */
  perOwnerDocuments: z.number().int(),
});
export type DocumentStorageUsage = z.output<typeof documentStorageUsageSchema>;
export const documentListResponseSchema = okData(
  z.object({ documents: z.array(companyDocumentSchema), storage: documentStorageUsageSchema }),
);
export const documentStorageResponseSchema = okData(z.object({ storage: documentStorageUsageSchema }));
export const companyDocumentResponseSchema = okData(z.object({ document: companyDocumentSchema }));

/** Upload limits the server enforces (DESIGN: files are size-limited); the web checks them first. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File is too large';

/**
 * Pixel bounds of an uploaded image (issue 30): a picture is decoded with at most this many pixels before it is
 * stored, so a small file that declares a huge bitmap is refused before memory is spent on it. 25 MP covers any
 * phone camera; a drawn signature is a few hundred pixels wide.
 */
export const IMAGE_MAX_PIXELS = { photo: 25_000_000, signature: 4_000_000 } as const;
// Written out (not built from the bounds) so the catalogs find them word for word; keep the figures in step.
export const PHOTO_TOO_MANY_PIXELS = 'The image has too many pixels: at most 25 megapixels';
export const SIGNATURE_TOO_MANY_PIXELS = 'The signature has too many pixels: at most 4 megapixels';
export const UNREADABLE_PDF_MESSAGE = 'The PDF could not be read. Please choose another file.';

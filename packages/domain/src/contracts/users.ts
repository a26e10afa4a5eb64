/* Answers of /api/users: profile, account statistics, company documents (spec section 2 'Profile'). */
import { z } from 'zod';
import { publicUserSchema } from '../auth';
import { DOCUMENT_KINDS } from '../catalogue';
import { okData } from './envelope';

export const profileDtoSchema = z.object({
  name: z.string(),
  email: z.string(),
  businessName: z.string(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  billingAddress: z.string().max(500).nullable(),
});
export type ProfileDto = z.output<typeof profileDtoSchema>;

export const accountStatsSchema = z.object({
  memberSince: z.string(),
  totalDeliveries: z.number().int(),
  documents: z.number().int(),
  lastLogin: z.string().nullable(),
});
export type AccountStats = z.output<typeof accountStatsSchema>;

/** PUT /profile and the picture calls answer the user and profile; GET /profile adds the statistics. */
export const profileViewSchema = z.object({ user: publicUserSchema, profile: profileDtoSchema });
export const profileWithStatsSchema = profileViewSchema.extend({ stats: accountStatsSchema });
export type ProfileResponse = z.output<typeof profileWithStatsSchema>;

export const companyDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  label: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type CompanyDocument = z.output<typeof companyDocumentSchema>;

export const profileResponseSchema = okData(profileWithStatsSchema);
export const profileViewResponseSchema = okData(profileViewSchema);
export const documentListResponseSchema = okData(z.object({ documents: z.array(companyDocumentSchema) }));
export const companyDocumentResponseSchema = okData(z.object({ document: companyDocumentSchema }));

/** Upload limits the server enforces (DESIGN: files are size-limited); the web checks them first. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File is too large';

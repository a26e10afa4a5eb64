/*
 * Request schemas of the users module that extend the shared domain ones. They belong in packages/domain
 * (the web form repeats the GSTIN/PAN part); kept here until the domain package takes them.
 */
import { z } from 'zod';
import {
  billingAddressSchema,
  DOCUMENT_KINDS,
  EMAIL_MAX_LENGTH,
  gstinSchema,
  panSchema,
  PROFILE_MESSAGES,
  profileUpdateSchema,
} from '@logisaathi/domain';

/** Empty text clears an optional tax id (null); absent leaves it as stored (undefined). */
function clearable(schema: typeof gstinSchema) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    schema.nullable().optional(),
  );
}

export const GSTIN_PAN_MISMATCH = 'GSTIN must contain the company PAN in characters 3 to 12';

/** `{ language }` alone: the language switch saves the choice without resending the profile form. */
function isLanguageOnly(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(([key, v]) => key === 'language' || v === undefined) &&
    (value as { language?: unknown }).language !== undefined
  );
}

/**
 * PUT /users/profile. The email may be sent back unchanged (forms echo it); a different one is refused in
 * the use-case with 'Email address cannot be changed'. The name is required, except in a body that only sets
 * the language.
 */
export const profileUpdateBodySchema = profileUpdateSchema
  .extend({
    name: profileUpdateSchema.shape.name.optional(),
    email: z.string().trim().max(EMAIL_MAX_LENGTH, 'Email address cannot be changed').optional(),
    gstin: clearable(gstinSchema),
    pan: clearable(panSchema),
    billingAddress: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
        z.union([z.null(), billingAddressSchema]),
      )
      .optional(),
  })
  .refine((v) => v.name !== undefined || isLanguageOnly(v), {
    path: ['name'],
    message: PROFILE_MESSAGES.nameRequired,
    // Checked even when other fields failed: a missing name is reported with them.
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .superRefine((v, ctx) => {
    if (v.gstin && v.pan && v.gstin.slice(2, 12) !== v.pan) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_PAN_MISMATCH });
    }
  });
export type ProfileUpdateBody = z.output<typeof profileUpdateBodySchema>;

export const documentKindParamsSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: 'Unknown document type' }),
});

export const avatarParamsSchema = z.object({ userId: z.uuid({ error: 'Not found' }) });

export { AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES } from '@logisaathi/domain';
/** The served avatar: a square thumbnail, twice the largest size the screens show it at. */
export const AVATAR_SIZE_PX = 256;

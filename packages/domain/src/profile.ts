/*
 * Profile settings (spec sections 3 and 5): name and business name can change, the email never does; the
 * password change (which DESIGN makes real) follows the sign-up password rule.
 */
import { z } from 'zod';
import { LANGUAGES } from './i18n/language';
import { NAME_MIN_LENGTH, passwordSchema } from './auth';
import { boundedText, optionalTrimmed } from './form-fields';
import { PASSWORD_MAX_LENGTH, TEXT_MAX } from './limits';

export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  businessNameTooShort: 'Business name must be at least 2 characters',
  emailLocked: 'Email address cannot be changed',
  currentPasswordRequired: 'Current password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  sameAsCurrent: 'New password must be different from the current password',
  languageInvalid: 'Choose English or Hindi',
} as const;
const M = PROFILE_MESSAGES;

/** PUT /users/profile. Sending an email at all is refused, with the note the screen shows. */
export const profileUpdateSchema = z.object({
  name: boundedText(TEXT_MAX.name, `Name must be at most ${TEXT_MAX.name} characters`, M.nameRequired)
    .min(1, M.nameRequired)
    .min(NAME_MIN_LENGTH, M.nameTooShort),
  businessName: optionalTrimmed(100, 'Business name must be at most 100 characters').refine(
    (v) => v === undefined || v.length >= NAME_MIN_LENGTH,
    M.businessNameTooShort,
  ),
  email: z.undefined({ error: M.emailLocked }).optional(),
  /** The language the user reads (issue 17); absent leaves it as stored. */
  language: z.enum(LANGUAGES, { error: M.languageInvalid }).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: M.currentPasswordRequired })
      .min(1, M.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, M.currentPasswordRequired),
    newPassword: passwordSchema,
    confirmPassword: z
      .string({ error: M.passwordsDoNotMatch })
      .max(PASSWORD_MAX_LENGTH, M.passwordsDoNotMatch),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsDoNotMatch });
    }
    if (value.newPassword.length > 0 && value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: M.sameAsCurrent });
    }
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

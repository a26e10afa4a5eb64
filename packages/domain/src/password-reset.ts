/*
 * The password reset's requests (DESIGN.md): the API checks them, the web's forms check the same rules with the
 * same messages before sending.
 */
import { z } from 'zod';
import {
  confirmPasswordSchema,
  emailSchema,
  passwordSchema,
  passwordsMatch,
  PASSWORDS_MATCH_ISSUE,
} from './auth';
import { TOKEN_MAX_LENGTH } from './limits';

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch, PASSWORDS_MATCH_ISSUE);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** The request: the form's fields and the e-mailed token. */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: INVALID_RESET_LINK })
      .min(1, INVALID_RESET_LINK)
      .max(TOKEN_MAX_LENGTH, INVALID_RESET_LINK),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch, PASSWORDS_MATCH_ISSUE);
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

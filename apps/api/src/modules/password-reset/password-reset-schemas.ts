/*
 * Request schemas of the password reset. They belong in packages/domain next to the sign-up ones (the web
 * forms repeat them); kept here until the domain package takes them.
 */
import { z } from 'zod';
import { emailSchema, PASSWORD_MAX_LENGTH, passwordSchema, TOKEN_MAX_LENGTH } from '@logisaathi/domain';

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: INVALID_RESET_LINK })
      .min(1, INVALID_RESET_LINK)
      .max(TOKEN_MAX_LENGTH, INVALID_RESET_LINK),
    password: passwordSchema,
    confirmPassword: z
      .string({ error: 'Passwords do not match' })
      .max(PASSWORD_MAX_LENGTH, 'Passwords do not match'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
  });
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

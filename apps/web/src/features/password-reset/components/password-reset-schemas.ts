import { z } from 'zod';
import { emailSchema, passwordSchema } from '@logisaathi/domain';

/*
 * Same rules and messages as the server (apps/api password-reset/password-reset-schemas.ts); they belong in
 * packages/domain beside the sign-up schemas once it has them.
 */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordValues = z.input<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: 'Passwords do not match' }) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
  });
export type ResetPasswordValues = z.input<typeof resetPasswordFormSchema>;

import { z } from 'zod';
import { MEMBER_ROLES } from './teams/permissions';
import { LANGUAGES } from './i18n/language';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  RESPONSE_TEXT_MAX,
  TEXT_MAX,
  TOKEN_MAX_LENGTH,
} from './limits';
import { CONTROL_CHARACTERS_MESSAGE, PLAIN_TEXT_PATTERN } from './plain-text';

/** The sign-up business types of spec section 3, with the labels the form shows. */
export const BUSINESS_TYPES = [
  'ecommerce',
  'retail',
  'manufacturing',
  'wholesale',
  'services',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  ecommerce: 'E-commerce',
  retail: 'Retail',
  manufacturing: 'Manufacturing',
  wholesale: 'Wholesale',
  services: 'Services',
  other: 'Other',
};

/**
 * One role per account, chosen at sign-up and never changed: a shipper books deliveries, a partner carries them.
 * A person who is both uses two accounts. An operator runs LogiSaathi (issue 33): created by command or
 * invitation, never by sign-up, and signs in at /ops with a password and a TOTP code.
 */
export const USER_ROLES = ['shipper', 'partner', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const MOBILE_DIGITS = 10;
/** A phone number as typed ('+91 98765-43210'): longer text is not a phone number. */
export const MOBILE_TEXT_MAX = 20;

/**
 * Spec section 5 phone input rule: keep digits only, drop a leading country code 91 when the result is
 * longer than ten digits, and keep at most ten.
 */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > MOBILE_DIGITS && digits.startsWith('91')) digits = digits.slice(2);
  return digits.slice(0, MOBILE_DIGITS);
}

/** Required-then-minimum text rule used by names and company (trimmed). */
export function requiredText(
  requiredMsg: string,
  minMsg: string,
  min = NAME_MIN_LENGTH,
  max: { length: number; message: string } = {
    length: TEXT_MAX.name,
    message: `Must be at most ${TEXT_MAX.name} characters`,
  },
) {
  return z
    .string({ error: requiredMsg })
    .trim()
    .min(1, requiredMsg)
    .max(max.length, max.message)
    .regex(PLAIN_TEXT_PATTERN, CONTROL_CHARACTERS_MESSAGE)
    .refine((v) => v.length === 0 || v.length >= min, minMsg);
}

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, 'Email is invalid')
  .refine((v) => v.length === 0 || (EMAIL_PATTERN.test(v) && PLAIN_TEXT_PATTERN.test(v)), 'Email is invalid')
  .transform((v) => v.toLowerCase());

const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
  .refine((v) => v.length === 0 || v.length >= PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters');

export const phoneSchema = z
  .string({ error: 'Phone number is required' })
  .max(MOBILE_TEXT_MAX, 'Enter a valid 10-digit mobile number')
  .transform((v) => normalizePhone(v))
  .refine((v) => v.length > 0, 'Phone number is required')
  .refine((v) => v.length === 0 || /^\d{10}$/.test(v), 'Enter a valid 10-digit mobile number');

/** Registration payload as the server accepts it (spec sections 3, 5, 7). */
export const registerSchema = z.object({
  firstName: requiredText(
    'First name is required',
    'First name must be at least 2 characters',
    NAME_MIN_LENGTH,
    {
      length: TEXT_MAX.name,
      message: `First name must be at most ${TEXT_MAX.name} characters`,
    },
  ),
  lastName: requiredText(
    'Last name is required',
    'Last name must be at least 2 characters',
    NAME_MIN_LENGTH,
    {
      length: TEXT_MAX.name,
      message: `Last name must be at most ${TEXT_MAX.name} characters`,
    },
  ),
  email: emailSchema,
  password: passwordSchema,
  company: requiredText(
    'Company name is required',
    'Company name must be at least 2 characters',
    NAME_MIN_LENGTH,
    {
      length: TEXT_MAX.company,
      message: `Company name must be at most ${TEXT_MAX.company} characters`,
    },
  ),
  phone: phoneSchema,
  businessType: z.enum(BUSINESS_TYPES, { error: 'Business type is required' }),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The confirmation field of a form that sets a password; the server never receives it. */
export const confirmPasswordSchema = z
  .string({ error: PASSWORDS_DO_NOT_MATCH })
  .max(PASSWORD_MAX_LENGTH, PASSWORDS_DO_NOT_MATCH);

/** The check of a form with `password` and `confirmPassword`: the two must be the same. */
export const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
export const PASSWORDS_MATCH_ISSUE = { path: ['confirmPassword'], error: PASSWORDS_DO_NOT_MATCH };

/** The sign-up form adds the confirmation field. */
export const signUpFormSchema = registerSchema
  .extend({ confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch, PASSWORDS_MATCH_ISSUE);
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});
export type LoginPayload = z.output<typeof loginSchema>;

/** Opaque tokens are base64url text. */
export const opaqueTokenSchema = z
  .string()
  .min(20)
  .max(TOKEN_MAX_LENGTH)
  .regex(/^[\w-]+$/);
export const refreshTokenSchema = z.object({ refreshToken: opaqueTokenSchema });

/** The user as auth responses return it (spec section 3 'User'). */
export const publicUserSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  firstName: z.string().max(RESPONSE_TEXT_MAX.name),
  lastName: z.string().max(RESPONSE_TEXT_MAX.name),
  name: z.string().max(RESPONSE_TEXT_MAX.name),
  email: z.string().max(RESPONSE_TEXT_MAX.email),
  company: z.string().max(RESPONSE_TEXT_MAX.name),
  phone: z.string().max(RESPONSE_TEXT_MAX.phone),
  businessType: z.enum(BUSINESS_TYPES),
  role: z.enum(USER_ROLES),
  /**
   * The language the user reads (issue 17): their e-mails follow it. The API always sends it; optional so that
   * a user described before languages existed still reads.
   */
  language: z.enum(LANGUAGES).optional(),
  avatarUrl: z.string().max(RESPONSE_TEXT_MAX.url).nullable(),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  lastLogin: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  /**
   * The user's role in their organisation (issue 37: teams); what the web shows and hides follows it. Absent
   * for operators, who belong to none.
   */
  memberRole: z.enum(MEMBER_ROLES).optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string().max(RESPONSE_TEXT_MAX.token),
  refreshToken: z.string().max(RESPONSE_TEXT_MAX.token),
  user: publicUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/auth/me: the user at the top level (as the sign-in answers) and under data. */
export const currentUserResponseSchema = z.object({
  success: z.literal(true),
  user: publicUserSchema,
  data: z.object({ user: publicUserSchema }),
});

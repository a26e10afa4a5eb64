/*
 * Profile settings (spec sections 3 and 5): name and business name can change, the email never does; the
 * password change (which DESIGN makes real) follows the sign-up password rule.
 */
import { z } from 'zod';
import { LANGUAGES } from './i18n/language';
import { NAME_MIN_LENGTH, passwordSchema } from './auth';
import { boundedText, optionalTrimmed } from './form-fields';
import { PASSWORD_MAX_LENGTH, TEXT_MAX } from './limits';
import { gstStateByCode, stateLabel, stateOfGstin, type GstState } from './billing/states';
import { pincodeInText, stateCodeForPincode, stateCodeText } from './eway-bill/states';

export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  businessNameTooShort: 'Business name must be at least 2 characters',
  emailLocked: 'Email address cannot be changed',
  currentPasswordRequired: 'Current password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  sameAsCurrent: 'New password must be different from the current password',
  languageInvalid: 'Choose English or Hindi',
  billingAddressTooShort: 'Billing address must be at least 10 characters',
  billingAddressTooLong: `Billing address must be at most ${TEXT_MAX.address} characters`,
  billingAddressPincode: 'Billing address must include its 6-digit PIN code',
  billingAddressOutside: 'We can only tell the state of PIN codes in Delhi NCR and the states around it',
  billingStateMismatch: (addressState: string, gstinState: string) =>
    `The billing address is in ${addressState}, but the GSTIN is registered in ${gstinState}`,
} as const;
const M = PROFILE_MESSAGES;

/**
 * The business's billing address (CGST Rule 46: the recipient's address on its invoices). It must name its PIN
 * code, which gives its state; with a GSTIN, that state must be the GSTIN's (its first two digits), so an
 * invoice never prints GSTIN 09… beside 'State: Haryana (06)'.
 */
export const billingAddressSchema = optionalTrimmed(TEXT_MAX.address, M.billingAddressTooLong)
  .refine((v) => v === undefined || v.length >= 10, M.billingAddressTooShort)
  .refine((v) => v === undefined || v.length < 10 || pincodeInText(v) !== null, M.billingAddressPincode)
  .refine((v) => {
    const pin = v === undefined ? null : pincodeInText(v);
    return pin === null || stateCodeForPincode(pin) !== null;
  }, M.billingAddressOutside);

/** The state of a billing address (from its PIN code), or null when it names none we know. */
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
  /** Absent leaves it as stored; empty text clears it. */
  billingAddress: billingAddressSchema,
  /** The language the user reads (issue 17); absent leaves it as stored. */
  language: z.enum(LANGUAGES, { error: M.languageInvalid }).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export function billingAddressState(address: string | null | undefined): GstState | null {
  const pin = address ? pincodeInText(address) : null;
  const code = pin ? stateCodeForPincode(pin) : null;
  return code === null ? null : (gstStateByCode(stateCodeText(code)) ?? null);
}

/** The message when a billing address and a GSTIN name different states; null when they agree (or either is absent). */
export function billingStateProblem(address: string | null | undefined, gstin: string | null | undefined) {
  const addressState = billingAddressState(address);
  const gstinState = gstin ? stateOfGstin(gstin) : undefined;
  if (!addressState || !gstinState || addressState.code === gstinState.code) return null;
  return M.billingStateMismatch(stateLabel(addressState), stateLabel(gstinState));
}
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

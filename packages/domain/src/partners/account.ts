/*
 * Partner accounts. One role per account: a user is a shipper (the default) or a partner, chosen at sign-up and
 * never changed; a person who is both uses two accounts. A partner is an owner-driver (one vehicle, drives it
 * themself) or a fleet operator (several vehicles and drivers).
 */
import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema, requiredText } from '../auth';
import { optionalTrimmed } from '../form-fields';
import { RESPONSE_TEXT_MAX, TEXT_MAX } from '../limits';
import { partnerSettingsSchema } from './availability';
import { ratingSummarySchema } from './vehicle';

export const PARTNER_KINDS = ['owner_driver', 'fleet_operator'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PARTNER_KIND_LABELS: Record<PartnerKind, string> = {
  owner_driver: 'Owner-driver (I drive my own truck)',
  fleet_operator: 'Fleet operator (I have several trucks and drivers)',
};
/** An owner-driver lists one vehicle. */
export const OWNER_DRIVER_MAX_VEHICLES = 1;
/** Bounds on a fleet: enough for any small-to-medium operator, so a script cannot create unbounded rows. */
export const FLEET_MAX_VEHICLES = 200;
export const FLEET_MAX_DRIVERS = 400;

export const PARTNER_MESSAGES = {
  partnersOnly: 'This page is for truck partners. Sign in with your partner account.',
  shippersOnly: 'Truck partner accounts cannot book deliveries. Sign in with a business account.',
  ownerDriverOneVehicle: 'An owner-driver account lists one vehicle. Sign up as a fleet operator for more.',
  duplicateVehicle: 'A vehicle with this registration number is already registered',
} as const;

/** Body of POST /api/partners/register. */
export const partnerRegisterSchema = z
  .object({
    firstName: requiredText('First name is required', 'First name must be at least 2 characters').pipe(
      z.string().max(TEXT_MAX.name, `First name must be at most ${TEXT_MAX.name} characters`),
    ),
    lastName: requiredText('Last name is required', 'Last name must be at least 2 characters').pipe(
      z.string().max(TEXT_MAX.name, `Last name must be at most ${TEXT_MAX.name} characters`),
    ),
    email: emailSchema.pipe(z.string().max(254, 'Email is too long')),
    password: passwordSchema.pipe(z.string().max(200, 'Password must be at most 200 characters')),
    phone: phoneSchema,
    kind: z.enum(PARTNER_KINDS, { error: 'Choose owner-driver or fleet operator' }),
    /** The transport business's name; required for a fleet operator. */
    businessName: optionalTrimmed(
      TEXT_MAX.company,
      `Business name must be at most ${TEXT_MAX.company} characters`,
    ),
  })
  .refine((v) => v.kind !== 'fleet_operator' || (v.businessName?.length ?? 0) >= 2, {
    path: ['businessName'],
    message: 'Business name is required for a fleet operator',
  });
export type PartnerRegisterInput = z.input<typeof partnerRegisterSchema>;
export type PartnerRegisterPayload = z.output<typeof partnerRegisterSchema>;

/** GET /api/partners/me. */
export const partnerProfileSchema = z.object({
  kind: z.enum(PARTNER_KINDS),
  businessName: z.string().max(RESPONSE_TEXT_MAX.name),
  settings: partnerSettingsSchema,
  vehicleCount: z.number().int(),
  driverCount: z.number().int(),
  onlineVehicleCount: z.number().int(),
  /** The partner's rating from shippers, over all its vehicles. */
  rating: ratingSummarySchema,
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;
export const partnerProfileResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ partner: partnerProfileSchema }),
});

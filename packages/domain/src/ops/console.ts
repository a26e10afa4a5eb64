/*
 * The operations console's watch-and-act side (issue 33): the dispatch monitor and its live fleet, the
 * suspension of an account, and an operator's own password. Request and response shapes of /api/ops, shared by
 * the API and /ops.
 */
import { z } from 'zod';
import { loginSchema } from '../auth';
import { ID_MAX_LENGTH, PASSWORD_MAX_LENGTH, RESPONSE_TEXT_MAX } from '../limits';
import { OPERATOR_PASSWORD_MIN_LENGTH, OPS_MESSAGES, reasonSchema, totpCodeSchema } from './index';

export const OPS_CONSOLE_MESSAGES = {
  accountSuspended: 'This account is suspended. Contact LogiSaathi support to restore it.',
  accountNotFound: 'Account not found',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  wrongPasswordOrCode: 'The current password or the code is wrong',
  samePassword: 'Choose a new password different from the current one',
  passwordChanged: 'Password changed. Your other sign-ins have ended.',
  deliveryNotWaiting: 'This delivery is no longer waiting for a truck',
  vehicleNotFound: 'Vehicle not found',
  vehicleRequired: 'Choose a vehicle',
  cancelledByOps: (reason: string) => `Cancelled by LogiSaathi operations: ${reason}`,
} as const;

/** POST /api/ops/accounts/{id}/suspend and .../restore: always with a reason. */
export const suspendAccountSchema = z.object({ reason: reasonSchema });
export const accountStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    account: z.object({
      id: z.string().max(RESPONSE_TEXT_MAX.id),
      suspendedAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
      suspendedReason: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
    }),
  }),
});

/** POST /api/ops/auth/password: the current password and a fresh authenticator code prove it is the operator. */
export const changeOperatorPasswordSchema = z.object({
  currentPassword: loginSchema.shape.password,
  newPassword: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .refine((v) => v.length >= OPERATOR_PASSWORD_MIN_LENGTH, OPS_MESSAGES.passwordTooShort),
  code: totpCodeSchema,
});
export type ChangeOperatorPassword = z.input<typeof changeOperatorPasswordSchema>;

/** A regular delivery still finding a truck, as the dispatch monitor lists it (soonest slot first). */
export const waitingDeliverySchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  company: z.string().max(RESPONSE_TEXT_MAX.name),
  pickupAddress: z.string().max(RESPONSE_TEXT_MAX.address),
  deliveryAddress: z.string().max(RESPONSE_TEXT_MAX.address),
  pickup: z.object({ lat: z.number(), lon: z.number() }),
  drop: z.object({ lat: z.number(), lon: z.number() }),
  pickupDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  timeSlot: z.string().max(RESPONSE_TEXT_MAX.code),
  /** When the slot starts (ISO) and the whole minutes left until then (negative once it has begun). */
  slotStartsAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  minutesLeft: z.number(),
  weightKg: z.number(),
  /** Offers still open, and offers made in all. */
  openOffers: z.number(),
  offersMade: z.number(),
  /** The promise ran out and the shipper was told; whether they chose to keep searching. */
  timedOut: z.boolean(),
  keepSearching: z.boolean(),
});
export type WaitingDelivery = z.infer<typeof waitingDeliverySchema>;
export const DISPATCH_MONITOR_MAX = 200;
export const waitingDeliveriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ deliveries: z.array(waitingDeliverySchema).max(DISPATCH_MONITOR_MAX) }),
});

/** A vehicle on the live fleet map: online, or carrying a job. */
export const fleetVehicleSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  registration: z.string().max(RESPONSE_TEXT_MAX.text),
  bodyType: z.string().max(RESPONSE_TEXT_MAX.code),
  partnerId: z.string().max(RESPONSE_TEXT_MAX.id),
  partnerName: z.string().max(RESPONSE_TEXT_MAX.name),
  online: z.boolean(),
  driverName: z.string().max(RESPONSE_TEXT_MAX.name).nullable(),
  position: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  positionAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  /** Why the last position made no sense (domain position-sense.ts POSITION_FLAGS), or null. */
  positionFlag: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  jobs: z.array(
    z.object({
      deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
      status: z.string().max(RESPONSE_TEXT_MAX.code),
    }),
  ),
});
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>;
export const FLEET_MAP_MAX = 500;
export const fleetResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ vehicles: z.array(fleetVehicleSchema).max(FLEET_MAP_MAX) }),
});

/** POST /api/ops/dispatch/{id}/assign: the operator's pick, checked against the truck's day like any accept. */
export const assignDeliverySchema = z.object({
  vehicleId: z
    .string({ error: OPS_CONSOLE_MESSAGES.vehicleRequired })
    .min(1, OPS_CONSOLE_MESSAGES.vehicleRequired)
    .max(ID_MAX_LENGTH, OPS_CONSOLE_MESSAGES.vehicleRequired),
  reason: reasonSchema,
});
/** POST /api/ops/dispatch/{id}/cancel (the shipper is told why) and .../reoffer. */
export const cancelDeliverySchema = z.object({ reason: reasonSchema });
export const reofferDeliverySchema = z.object({ reason: reasonSchema });
export const dispatchActionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
    /** What the delivery now is: 'assigned' to a vehicle, 'offered' to this many, or 'cancelled'. */
    outcome: z.enum(['assigned', 'offered', 'cancelled']),
    vehicle: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
    offers: z.number(),
  }),
});

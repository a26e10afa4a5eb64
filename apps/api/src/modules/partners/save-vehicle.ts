import {
  FLEET_MAX_VEHICLES,
  OPS_MESSAGES,
  OWNER_DRIVER_MAX_VEHICLES,
  PARTNER_MESSAGES,
  type VehiclePayload,
} from '@logisaathi/domain';
import { and, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { partnerVehicles } from './tables';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { requirePartner, requireVehicle } from './find-partner';
import { countVehicles, insertVehicle, updateVehicle, type VehicleRow } from './partners-repository';
import { serverText } from '../../lib/texts';

const duplicate = () =>
  new AppError('conflict', PARTNER_MESSAGES.duplicateVehicle, [
    { field: 'registrationNumber', msg: PARTNER_MESSAGES.duplicateVehicle },
  ]);

/**
 * A number is taken when a verified vehicle holds it (an operator approved its RC), or when this partner has
 * listed it already. An unverified listing by someone else holds nothing (issue 33): made-up numbers claimed
 * in bulk lock no real owner out, and of two claims the one whose RC is approved first keeps the number.
 */
async function assertNotRegistered(
  db: DbOrTx,
  partnerId: string,
  registration: string,
  exceptId?: string,
): Promise<void> {
  const conditions = [
    eq(partnerVehicles.registrationNumber, registration),
    or(isNotNull(partnerVehicles.registrationVerifiedAt), eq(partnerVehicles.partnerId, partnerId)),
  ];
  if (exceptId) conditions.push(ne(partnerVehicles.id, exceptId));
  const [row] = await db
    .select({ id: partnerVehicles.id })
    .from(partnerVehicles)
    .where(and(...conditions))
    .limit(1);
  if (row) throw duplicate();
}

/** A vehicle row's columns from its request (also the test suite's seed of ready vehicles). */
export const vehicleColumns = (input: VehiclePayload) => ({
  registrationNumber: input.registrationNumber,
  bodyType: input.bodyType,
  payloadKg: input.payloadKg,
  lengthCm: input.body.lengthCm,
  widthCm: input.body.widthCm,
  heightCm: input.body.heightCm,
  features: input.features,
  permits: input.permits,
});

/**
 * POST /partners/vehicles. The registration number arrives canonical (the domain schema), so 'DL 1L AB 1234'
 * and 'dl01lab1234' are the same vehicle: listing it again is refused with 409 when this partner has it
 * already or a verified vehicle holds it (the unique index of verified numbers decides a race at approval).
 * An owner-driver lists one vehicle; a fleet at most FLEET_MAX_VEHICLES.
 */
export async function addVehicle(db: Db, userId: string, input: VehiclePayload): Promise<VehicleRow> {
  try {
    return await db.transaction(async (tx) => {
      const partner = await requirePartner(tx, userId);
      const existing = await countVehicles(tx, userId);
      const max = partner.kind === 'owner_driver' ? OWNER_DRIVER_MAX_VEHICLES : FLEET_MAX_VEHICLES;
      if (existing >= max) {
        throw new AppError(
          'conflict',
          partner.kind === 'owner_driver'
            ? PARTNER_MESSAGES.ownerDriverOneVehicle
            : serverText('fleet.maxVehicles', { max: FLEET_MAX_VEHICLES }),
        );
      }
      await assertNotRegistered(tx, userId, input.registrationNumber);
      return insertVehicle(tx, { partnerId: userId, ...vehicleColumns(input) });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

/** PUT /partners/vehicles/{id}: the same rules; the vehicle keeps its documents, driver and availability. */
export async function editVehicle(
  db: Db,
  userId: string,
  vehicleId: string,
  input: VehiclePayload,
): Promise<VehicleRow> {
  try {
    return await db.transaction(async (tx) => {
      const vehicle = await requireVehicle(tx, userId, vehicleId, { forUpdate: true });
      if (vehicle.registrationVerifiedAt && vehicle.registrationNumber !== input.registrationNumber) {
        throw new AppError('conflict', OPS_MESSAGES.registrationFixed, [
          { field: 'registrationNumber', msg: OPS_MESSAGES.registrationFixed },
        ]);
      }
      await assertNotRegistered(tx, userId, input.registrationNumber, vehicleId);
      return updateVehicle(tx, vehicleId, vehicleColumns(input));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

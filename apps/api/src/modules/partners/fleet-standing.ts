/*
 * Whether a partner's vehicle and driver are verified (issue 33): every vehicle document and the driver's
 * licence approved by an operator and in date. What a partner sees of a customer (a job's names, phones and
 * addresses, its proof and consignment note, pooled and planned stops) and which offers it is shown follow
 * from this, so that no unverified partner ever sees a customer's details.
 */
import { licenceProblem, vehicleCompliance } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { listPartnerDocuments } from './partners-repository';

export const NO_DRIVER_PAIRED = 'Pair a driver with this vehicle first';

export interface FleetStanding {
  /** Null when this vehicle with this driver may carry jobs now; otherwise why not ('; '-separated). */
  problem(vehicleId: string, driverId: string | null): string | null;
}

/** Reads the partner's documents once; `problem` is then answered from memory. */
export async function loadFleetStanding(db: DbOrTx, partnerId: string, now: Date): Promise<FleetStanding> {
  const documents = await listPartnerDocuments(db, partnerId);
  return {
    problem(vehicleId, driverId) {
      const problems = [
        ...vehicleCompliance(
          documents.filter((d) => d.vehicleId === vehicleId),
          now,
        ).problems,
      ];
      if (!driverId) problems.push(NO_DRIVER_PAIRED);
      else {
        const licence = licenceProblem(
          documents.filter((d) => d.driverId === driverId),
          now,
        );
        if (licence) problems.push(licence);
      }
      return problems.length > 0 ? problems.join('; ') : null;
    },
  };
}

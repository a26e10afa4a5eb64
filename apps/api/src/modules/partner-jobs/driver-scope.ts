/*
 * A fleet's driver signed in (issue 37): they act for the fleet, but see and work only the jobs and offers of the
 * vehicles they are paired with (partner_vehicles.current_driver_id), report only those vehicles' positions, and
 * see no earnings and no documents (the permissions table). This is the one place that narrows a driver's view:
 * a hook on the jobs routes refuses another vehicle's job or offer as not found, and the lists are filtered.
 */
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findJobForPartner } from '../partners/jobs-repository';
import { findOfferForPartner } from '../partners/offers-repository';
import { vehicleIdsOfDriver } from '../partners/partners-repository';
import { findMembership } from '../users/organisations-repository';
import { OFFER_NOT_FOUND } from '../dispatch/accept-offer';
import { JOB_NOT_FOUND } from './list-jobs';

/** The vehicles a driver works; null for anyone who sees the whole fleet. */
export async function driverVehicleIds(db: DbOrTx, request: FastifyRequest): Promise<Set<string> | null> {
  const member = request.member;
  if (!member || member.role !== 'driver') return null;
  const membership = await findMembership(db, member.userId);
  if (!membership?.driverId) return new Set();
  return new Set(await vehicleIdsOfDriver(db, member.accountId, membership.driverId));
}

const isRowId = (id: string | undefined): id is string =>
  typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** preHandler for the partner's jobs routes: a driver reaches only their vehicles' jobs, offers and positions. */
export function driverScopeHook(db: DbOrTx) {
  return async (request: FastifyRequest) => {
    const vehicles = await driverVehicleIds(db, request);
    if (!vehicles) return;
    const url = request.routeOptions.url ?? '';
    const id = (request.params as { id?: string } | undefined)?.id;
    if (/\/(partner-)?jobs\/:id/.test(url)) {
      const job = isRowId(id) ? await findJobForPartner(db, request.user.sub, id) : undefined;
      if (!job || !vehicles.has(job.vehicleId)) throw AppError.notFound(JOB_NOT_FOUND);
    } else if (url.includes('/offers/:id')) {
      const offer = isRowId(id) ? await findOfferForPartner(db, request.user.sub, id) : undefined;
      if (!offer || !vehicles.has(offer.vehicleId)) throw AppError.notFound(OFFER_NOT_FOUND);
    } else if (url.endsWith('/position')) {
      const vehicleId = (request.body as { vehicleId?: string } | undefined)?.vehicleId;
      if (!vehicleId || !vehicles.has(vehicleId)) throw AppError.validation('vehicleId', 'Choose a vehicle');
    }
  };
}

/** A list narrowed to a driver's vehicles (unchanged for the rest of the fleet's members). */
export function onDriverVehicles<T extends { vehicle: { id: string } } | { vehicleId: string }>(
  items: T[],
  vehicles: Set<string> | null,
): T[] {
  if (!vehicles) return items;
  return items.filter((item) => vehicles.has('vehicle' in item ? item.vehicle.id : item.vehicleId));
}

/**
 * A driver's event stream (issue 37) carries only their vehicles' offers and jobs: each `offer`, `offer-closed`
 * and `job` event is checked against the vehicles they drive at that moment (a reassignment takes effect on the
 * next event). The fleet's `alerts` ping carries nothing and passes; anything else is not theirs.
 */
export function driverStreamFilter(db: DbOrTx, request: FastifyRequest, partnerId: string) {
  return async (event: string, data: unknown): Promise<boolean> => {
    if (event === 'alerts') return true;
    const vehicles = await driverVehicleIds(db, request);
    if (!vehicles) return true;
    const payload = (data ?? {}) as { vehicle?: { id?: string }; offerId?: string; jobId?: string };
    if (event === 'offer') return vehicles.has(payload.vehicle?.id ?? '');
    if (event === 'offer-closed' && isRowId(payload.offerId)) {
      const offer = await findOfferForPartner(db, partnerId, payload.offerId);
      return offer !== undefined && vehicles.has(offer.vehicleId);
    }
    if (event === 'job' && isRowId(payload.jobId)) {
      const job = await findJobForPartner(db, partnerId, payload.jobId);
      return job !== undefined && vehicles.has(job.vehicleId);
    }
    return false;
  };
}

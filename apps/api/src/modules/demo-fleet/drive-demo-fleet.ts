/*
 * The demo fleet's simulated drivers (only with DEMO_DATA=true). Each tick:
 * - idle demo vehicles report their parked position, so they stay 'fresh' for offers;
 * - open demo offers older than DEMO_FLEET_ACCEPT_DELAY_MS are accepted (nearest vehicle first), through the
 *   same concurrency-safe accept as a real partner: a real partner who accepts first wins;
 * - every unfinished demo job moves its truck DEMO_FLEET_SPEED_KMH x tick along the way (to the pickup in a
 *   straight line, then along the delivery's road route), posts the positions through live tracking, and takes
 *   at most one status step: Picked Up at the pickup once the slot has opened (slot-discipline.ts), In Transit, Out for Delivery within 2 km of the drop, and
 *   Delivered at the drop with a proof of delivery (demo signature and photo, the delivery code).
 */
import { haversineKm } from '@logisaathi/geo';
import {
  listDueDemoOffers,
  listOpenDemoJobs,
  moveDemoVehicle,
  refreshParkedDemoVehicles,
} from '../partners/demo-fleet-repository';
import { updateJob } from '../partners/jobs-repository';
import { AppError } from '../../lib/app-error';
import { ingestPositionFor } from '../tracking/ingest-position';
import { applyDriverStatus } from '../tracking/update-driver-status';
import { acceptOffer } from '../dispatch/accept-offer';
import { demoProofImages } from './demo-images';
import { jobContext } from '../partner-jobs/drive-job';
import { pickupRefusal } from '../partner-jobs/pickup-rules';
import type { PartnerJobsDeps } from '../dispatch/partner-jobs-deps';
import { replanJobDay } from '../day-plans/replan-on-write';
import { moveAssignment } from '../tracking/tracking-repository';
import { findDeliveries } from '../deliveries/deliveries-repository';
import { submitProof } from '../partner-jobs/submit-proof';

type Point = { lat: number; lon: number };
/** Close enough to a stop to count as there. */
const ARRIVED_KM = 0.05;
/** Out for Delivery this close to the drop. */
const NEAR_DROP_KM = 2;

/** Moves from `from` along `path` (points in order) by at most `budgetKm`; returns the new point. */
export function advanceAlong(from: Point, path: readonly Point[], budgetKm: number): Point {
  let here = from;
  let budget = budgetKm;
  for (const next of path) {
    const leg = haversineKm(here, next);
    if (leg <= budget) {
      budget -= leg;
      here = next;
      continue;
    }
    const f = budget / leg;
    return { lat: here.lat + (next.lat - here.lat) * f, lon: here.lon + (next.lon - here.lon) * f };
  }
  return here;
}

/** The part of the route still ahead of a point: from the route vertex nearest to it onwards. */
function remainingRoute(route: readonly Point[], at: Point): Point[] {
  if (route.length === 0) return [];
  let best = 0;
  let bestKm = Infinity;
  route.forEach((p, i) => {
    const km = haversineKm(p, at);
    if (km < bestKm) {
      bestKm = km;
      best = i;
    }
  });
  return route.slice(best + 1);
}

async function acceptDueOffers(deps: PartnerJobsDeps, now: Date): Promise<void> {
  const due = await listDueDemoOffers(
    deps.db,
    now,
    new Date(now.getTime() - deps.config.demoFleet.acceptDelayMs),
  );
  const done = new Set<string>();
  for (const offer of due) {
    if (done.has(offer.deliveryRowId)) continue;
    done.add(offer.deliveryRowId);
    try {
      await acceptOffer(deps, offer.partnerId, offer.id, now);
    } catch (err) {
      // Someone else took it, it lapsed, or the vehicle got busy: the demo simply does not get this one.
      if (!(err instanceof AppError)) throw err;
    }
  }
}

/** One demo job's step; a refusal (another process moved it first, the shipper cancelled) skips this job. */
async function driveOne(deps: PartnerJobsDeps, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    deps.log.debug({ err }, 'demo fleet step refused');
  }
}

async function driveJobs(deps: PartnerJobsDeps, now: Date): Promise<void> {
  const active = await listOpenDemoJobs(deps.db);
  // The jobs' deliveries in one read (deliveries' own).
  const deliveryOf = new Map(
    (
      await findDeliveries(
        deps.db,
        active.map((a) => a.job.deliveryRowId),
      )
    ).map((d) => [d.id as string, d]),
  );
  const budgetKm = (deps.config.demoFleet.speedKmh * deps.config.demoFleet.tickMs) / 3_600_000;
  for (const { job, vehicle } of active) {
    const delivery = deliveryOf.get(job.deliveryRowId);
    if (!delivery) continue;
    await driveOne(deps, async () => {
      if (['Delivered', 'Failed', 'Cancelled'].includes(delivery.status)) {
        await updateJob(deps.db, job.id, { completedAt: now });
        return;
      }
      const context = await jobContext(deps, job);
      const here = { lat: vehicle.lastLat ?? delivery.pickupLat, lon: vehicle.lastLon ?? delivery.pickupLon };
      const pickup = { lat: delivery.pickupLat, lon: delivery.pickupLon };
      const drop = { lat: delivery.deliveryLat, lon: delivery.deliveryLon };
      const route = (
        Array.isArray(delivery.routeGeometry) ? (delivery.routeGeometry as Array<[number, number]>) : []
      )
        .filter((p) => Array.isArray(p) && p.length === 2)
        .map(([lat, lon]) => ({ lat, lon }));
      const status = delivery.status;
      let next = here;
      if (status === 'Scheduled') next = advanceAlong(here, [pickup], budgetKm);
      else if (status === 'In Transit' || status === 'Out for Delivery')
        next = advanceAlong(here, [...remainingRoute(route, here), drop], budgetKm);

      if (next !== here) {
        await moveDemoVehicle(deps.db, vehicle.id, next, now);
        const fix = {
          ...next,
          recordedAt: now,
          speedKmh: deps.config.demoFleet.speedKmh,
          bearingDeg: null,
          accuracyM: 10,
        };
        // A fix the plausibility check refuses (short test timers drive faster than any truck) is just not drawn.
        await ingestPositionFor(deps, context, { fix, source: 'browser', now });
      }

      // The demo drivers keep the slot too: at the pickup they wait for it to open (or for the e-way bill number).
      if (
        status === 'Scheduled' &&
        haversineKm(next, pickup) <= ARRIVED_KM &&
        !pickupRefusal(delivery, now)
      ) {
        await applyDriverStatus(deps, context, { status: 'Picked Up' }, now);
        await replanJobDay(deps.db, moveAssignment, deps.log, job.partnerId, job.deliveryRowId, now);
      } else if (status === 'Picked Up') {
        await applyDriverStatus(deps, context, { status: 'In Transit' }, now);
      } else if (status === 'In Transit' && haversineKm(next, drop) <= NEAR_DROP_KM) {
        await applyDriverStatus(deps, context, { status: 'Out for Delivery' }, now);
      } else if (status === 'Out for Delivery' && haversineKm(next, drop) <= ARRIVED_KM) {
        const images = await demoProofImages();
        await submitProof(
          deps,
          job.partnerId,
          job.id,
          {
            receiverName: delivery.deliveryContactPerson ?? delivery.customerName,
            code: context.tracking.deliveryCode,
            lat: drop.lat,
            lon: drop.lon,
          },
          [
            { fieldName: 'signature', fileName: 'signature.png', data: images.signature },
            { fieldName: 'photos', fileName: 'demo-photo.jpg', data: images.photo },
          ],
          now,
        );
      }
    });
  }
}

/** One tick of the demo fleet. */
export async function driveDemoFleet(deps: PartnerJobsDeps, now: Date): Promise<void> {
  // Parked demo vehicles keep reporting where they are, like a phone left online.
  await refreshParkedDemoVehicles(deps.db, now);
  await acceptDueOffers(deps, now);
  await driveJobs(deps, now);
}

import { isFinalStatus, type Job, type Offer } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import { listPlanStops } from '../day-plans/day-plans-repository';
import { loadFleetStanding } from '../partners/fleet-standing';
import { listDriversByIds, ratingTotals } from '../partners/partners-repository';
import { serverText } from '../../lib/texts';
import {
  findJobForPartner,
  findJobsDeliveriesAndVehicles,
  findProofs,
  findRatings,
  listJobs,
  type JobRow,
} from '../partners/jobs-repository';
import { listOpenOffers } from '../partners/offers-repository';
import { partBDueFor } from '../eway-bills/part-b';
import { ewayBillFacts } from '../tracking/consignment-facts';
import { toJobDto } from './job-dto';
import { findPartnerAnswers } from '../exceptions/ops-exceptions';
import { toOfferDto } from '../dispatch/offer-dto';

export const JOB_NOT_FOUND = 'Job not found';
/** A job of a vehicle or driver that is not verified: its customer's details are withheld (issue 33). */
export const jobWithheld = (problems: string) =>
  serverText('job.withheld', { problems: problems.split('; ') });
/** Finished jobs listed after the active ones. */
export const FINISHED_JOBS_SHOWN = 20;
/** Bound on the jobs read for one list (active ones are few; a partner's history is paged by earnings). */
const JOBS_READ_MAX = 200;

/** Only the jobs whose vehicle and driver are verified now: nothing of the others' customers is read out. */
async function loadJobs(db: DbOrTx, partnerId: string, rows: JobRow[]): Promise<Job[]> {
  if (rows.length === 0) return [];
  const standing = await loadFleetStanding(db, partnerId, new Date());
  const jobs = rows.filter((j) => standing.problem(j.vehicleId, j.driverId) === null);
  if (jobs.length === 0) return [];
  const driverIds = jobs.map((j) => j.driverId).filter((id): id is string => id !== null);
  const [{ deliveryOf, vehicleOf }, drivers, proofs, ratings, answers] = await Promise.all([
    findJobsDeliveriesAndVehicles(db, jobs),
    listDriversByIds(db, driverIds),
    findProofs(
      db,
      jobs.map((j) => j.id),
    ),
    findRatings(
      db,
      jobs.map((j) => j.id),
    ),
    findPartnerAnswers(db, jobs),
  ]);
  const out: Job[] = [];
  for (const job of jobs) {
    const delivery = deliveryOf(job);
    const vehicle = vehicleOf(job);
    if (!delivery || !vehicle) continue;
    out.push(
      toJobDto({
        job,
        delivery,
        vehicle,
        driver: drivers.find((d) => d.id === job.driverId),
        proof: proofs.get(job.id),
        shipperRatingGiven: ratings.some((r) => r.jobId === job.id && r.direction === 'shipper'),
        opsAnswers: answers.get(job.id) ?? [],
        partB:
          delivery.ewbNumber && !isFinalStatus(delivery.status)
            ? await partBDueFor(db, ewayBillFacts, delivery)
            : null,
      }),
    );
  }
  return out;
}

/**
 * GET /partners/jobs: active jobs in the order of the fleet's day plans (date, then vehicle, then the job's first
 * stop on that vehicle's route; jobs the plan could not place after the planned ones, by slot), then the latest
 * finished ones. The stored plans are read as they are: a read never re-plans (replan-on-write.ts).
 */
export async function listPartnerJobs(
  db: DbOrTx,
  partnerId: string,
): Promise<{ active: Job[]; finished: Job[] }> {
  const all = await loadJobs(db, partnerId, await listJobs(db, partnerId, JOBS_READ_MAX));
  const dates = [...new Set(all.filter((j) => !isFinalStatus(j.status)).map((j) => j.pickupDate))];
  const stops = await listPlanStops(db, partnerId, dates);
  const planned = new Map<string, NonNullable<Job['planned']>>();
  for (const stop of stops) {
    const entry = planned.get(stop.jobId) ?? { pickupSeq: null, dropSeq: 0, pickupAt: null, dropAt: '' };
    if (stop.kind === 'pickup') {
      entry.pickupSeq = stop.seq;
      entry.pickupAt = stop.startAt.toISOString();
    } else {
      entry.dropSeq = stop.seq;
      entry.dropAt = stop.startAt.toISOString();
    }
    planned.set(stop.jobId, entry);
  }
  const slotKey = (j: Job) => `${j.pickupDate} ${j.slot.padStart(5, '0')}`;
  const firstStop = (j: Job) => {
    const p = j.planned;
    return p ? (p.pickupSeq ?? p.dropSeq) : Number.MAX_SAFE_INTEGER;
  };
  const active = all
    .filter((j) => !isFinalStatus(j.status))
    .map((j) => ({ ...j, planned: planned.get(j.id) ?? null }))
    .sort(
      (a, b) =>
        a.pickupDate.localeCompare(b.pickupDate) ||
        a.vehicle.registrationDisplay.localeCompare(b.vehicle.registrationDisplay) ||
        firstStop(a) - firstStop(b) ||
        slotKey(a).localeCompare(slotKey(b)),
    );
  const finished = all.filter((j) => isFinalStatus(j.status)).slice(0, FINISHED_JOBS_SHOWN);
  return { active, finished };
}

/**
 * The partner's own job (404 otherwise), refused with 403 while its vehicle or driver is not verified: every
 * partner path to a job's customer (detail, status, proof and its files, consignment note) comes through here.
 */
export async function requireJob(db: DbOrTx, partnerId: string, jobId: string): Promise<JobRow> {
  const job = isRowId(jobId) ? await findJobForPartner(db, partnerId, jobId) : undefined;
  if (!job) throw AppError.notFound(JOB_NOT_FOUND);
  const problem = (await loadFleetStanding(db, partnerId, new Date())).problem(job.vehicleId, job.driverId);
  if (problem) throw new AppError('forbidden', jobWithheld(problem));
  return job;
}

export async function getPartnerJob(db: DbOrTx, partnerId: string, jobId: string): Promise<Job> {
  const [job] = await loadJobs(db, partnerId, [await requireJob(db, partnerId, jobId)]);
  if (!job) throw AppError.notFound(JOB_NOT_FOUND);
  return job;
}

/**
 * GET /partners/offers (and the stream's snapshot): the partner's open offers, soonest to lapse first, only for
 * vehicles that may take jobs now with their paired driver (an offer made before a document lapsed or went back
 * to review is not shown, and cannot be accepted: placeJob).
 */
export async function listPartnerOffers(db: DbOrTx, partnerId: string, now: Date): Promise<Offer[]> {
  const offers = await listOpenOffers(db, partnerId, now);
  if (offers.length === 0) return [];
  const [{ deliveryOf, vehicleOf }, standing] = await Promise.all([
    findJobsDeliveriesAndVehicles(db, offers),
    loadFleetStanding(db, partnerId, now),
  ]);
  const out: Offer[] = [];
  for (const offer of offers) {
    const delivery = deliveryOf(offer);
    const vehicle = vehicleOf(offer);
    if (!delivery || !vehicle) continue;
    if (standing.problem(vehicle.id, vehicle.currentDriverId) !== null) continue;
    out.push(toOfferDto(offer, delivery, vehicle, await ratingTotals(db, 'shipper', delivery.userId)));
  }
  return out;
}

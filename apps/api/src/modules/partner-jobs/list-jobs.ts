import { isFinalStatus, type Job, type Offer } from '@logisaathi/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveries, partnerDrivers, partnerVehicles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../deliveries/deliveries-repository';
import { ratingTotals } from '../partners/partners-repository';
import {
  findJobForPartner,
  findProofs,
  findRatings,
  listJobs,
  listOpenOffers,
  type JobRow,
} from './jobs-repository';
import { toJobDto } from './job-dto';
import { toOfferDto } from './offer-dto';

export const JOB_NOT_FOUND = 'Job not found';
/** Finished jobs listed after the active ones. */
export const FINISHED_JOBS_SHOWN = 20;
/** Bound on the jobs read for one list (active ones are few; a partner's history is paged by earnings). */
const JOBS_READ_MAX = 200;

async function loadJobs(db: DbOrTx, jobs: JobRow[]): Promise<Job[]> {
  if (jobs.length === 0) return [];
  const driverIds = jobs.map((j) => j.driverId).filter((id): id is string => id !== null);
  const [rows, vehicles, drivers, proofs, ratings] = await Promise.all([
    db
      .select()
      .from(deliveries)
      .where(
        inArray(
          deliveries.id,
          jobs.map((j) => j.deliveryRowId),
        ),
      ),
    db
      .select()
      .from(partnerVehicles)
      .where(
        inArray(
          partnerVehicles.id,
          jobs.map((j) => j.vehicleId),
        ),
      ),
    driverIds.length > 0 ? db.select().from(partnerDrivers).where(inArray(partnerDrivers.id, driverIds)) : [],
    findProofs(
      db,
      jobs.map((j) => j.id),
    ),
    findRatings(
      db,
      jobs.map((j) => j.id),
    ),
  ]);
  const out: Job[] = [];
  for (const job of jobs) {
    const delivery = rows.find((d) => d.id === job.deliveryRowId);
    const vehicle = vehicles.find((v) => v.id === job.vehicleId);
    if (!delivery || !vehicle) continue;
    out.push(
      toJobDto({
        job,
        delivery,
        vehicle,
        driver: drivers.find((d) => d.id === job.driverId),
        proof: proofs.get(job.id),
        shipperRatingGiven: ratings.some((r) => r.jobId === job.id && r.direction === 'shipper'),
      }),
    );
  }
  return out;
}

/** GET /partners/jobs: active jobs in pickup order (date, then slot), then the latest finished ones. */
export async function listPartnerJobs(
  db: DbOrTx,
  partnerId: string,
): Promise<{ active: Job[]; finished: Job[] }> {
  const all = await loadJobs(db, await listJobs(db, partnerId, JOBS_READ_MAX));
  const active = all
    .filter((j) => !isFinalStatus(j.status))
    .sort((a, b) =>
      `${a.pickupDate} ${a.slot.padStart(5, '0')}`.localeCompare(
        `${b.pickupDate} ${b.slot.padStart(5, '0')}`,
      ),
    );
  const finished = all.filter((j) => isFinalStatus(j.status)).slice(0, FINISHED_JOBS_SHOWN);
  return { active, finished };
}

export async function requireJob(db: DbOrTx, partnerId: string, jobId: string): Promise<JobRow> {
  const job = isRowId(jobId) ? await findJobForPartner(db, partnerId, jobId) : undefined;
  if (!job) throw AppError.notFound(JOB_NOT_FOUND);
  return job;
}

export async function getPartnerJob(db: DbOrTx, partnerId: string, jobId: string): Promise<Job> {
  const [job] = await loadJobs(db, [await requireJob(db, partnerId, jobId)]);
  if (!job) throw AppError.notFound(JOB_NOT_FOUND);
  return job;
}

/** GET /partners/offers: the partner's open offers, soonest to lapse first. */
export async function listPartnerOffers(db: DbOrTx, partnerId: string, now: Date): Promise<Offer[]> {
  const offers = await listOpenOffers(db, partnerId, now);
  if (offers.length === 0) return [];
  const [rows, vehicles] = await Promise.all([
    db
      .select()
      .from(deliveries)
      .where(
        inArray(
          deliveries.id,
          offers.map((o) => o.deliveryRowId),
        ),
      ),
    db
      .select()
      .from(partnerVehicles)
      .where(
        inArray(
          partnerVehicles.id,
          offers.map((o) => o.vehicleId),
        ),
      ),
  ]);
  const out: Offer[] = [];
  for (const offer of offers) {
    const delivery = rows.find((d) => d.id === offer.deliveryRowId);
    const vehicle = vehicles.find((v) => v.id === offer.vehicleId);
    if (!delivery || !vehicle) continue;
    out.push(toOfferDto(offer, delivery, vehicle, await ratingTotals(db, 'shipper', delivery.userId)));
  }
  return out;
}

import type { DimensionsCm, DispatchJob, DispatchVehicle, VehicleFeature } from './types';

/**
 * Does the package fit the body? Rule: goods travel upright (cartons marked 'this side up', appliances, food), so
 * the package's height must fit under the body's height, while its footprint may be turned on the floor: length
 * and width fit the body's length and width in one of the two orientations. Dimensions of 0 (not given) fit.
 */
export function packageFitsBody(pkg: DimensionsCm, body: DimensionsCm): boolean {
  if (pkg.heightCm > body.heightCm) return false;
  const straight = pkg.lengthCm <= body.lengthCm && pkg.widthCm <= body.widthCm;
  const turned = pkg.lengthCm <= body.widthCm && pkg.widthCm <= body.lengthCm;
  return straight || turned;
}

/** Why a vehicle cannot take a job, in the order the checks run (cheapest first). */
export type IneligibleReason =
  'offline' | 'stale-position' | 'documents' | 'payload' | 'size' | 'features' | 'too-far' | 'busy';

export interface StaticFitOptions {
  nowMs: number;
  /** A position older than this counts as offline for new offers (issue 14: 10 minutes). */
  maxPositionAgeMs: number;
}

/** The checks that need no road estimate: status, documents, payload, size and features. */
export function staticMisfit(
  vehicle: DispatchVehicle,
  job: DispatchJob,
  options: StaticFitOptions,
): IneligibleReason | null {
  if (!vehicle.online) return 'offline';
  if (options.nowMs - vehicle.positionAtMs > options.maxPositionAgeMs) return 'stale-position';
  if (!vehicle.documentsValid) return 'documents';
  if (job.weightKg > vehicle.payloadKg) return 'payload';
  if (!packageFitsBody(job.package, vehicle.body)) return 'size';
  for (const feature of job.requiredFeatures) if (!hasFeature(vehicle, feature)) return 'features';
  return null;
}

/** A refrigerated body is a closed box, so it also counts as covered. */
export function hasFeature(vehicle: Pick<DispatchVehicle, 'features'>, feature: VehicleFeature): boolean {
  if (vehicle.features.includes(feature)) return true;
  return feature === 'covered' && vehicle.features.includes('refrigerated');
}

const FEATURE_BITS: Record<VehicleFeature, number> = { covered: 1, refrigerated: 2, tail_lift: 4 };
const FEATURES = Object.keys(FEATURE_BITS) as VehicleFeature[];

/** The features a vehicle offers as bits (`hasFeature`: refrigerated counts as covered), for `carriesLoad`. */
export function offeredFeatureBits(vehicle: Pick<DispatchVehicle, 'features'>): number {
  let bits = 0;
  for (const feature of FEATURES) if (hasFeature(vehicle, feature)) bits |= FEATURE_BITS[feature];
  return bits;
}

/**
 * A job's payload and features as a search may test them against many vehicles at once (`loadOf`, `carriesLoad`).
 * A vehicle failing that test fails `staticMisfit` for the job ('payload' or 'features'); one passing it may
 * still fail its other checks.
 */
export interface Load {
  weightKg: number;
  featureBits: number;
}

export function loadOf(job: Pick<DispatchJob, 'weightKg' | 'requiredFeatures'>): Load {
  let featureBits = 0;
  for (const feature of job.requiredFeatures) featureBits |= FEATURE_BITS[feature];
  return { weightKg: job.weightKg, featureBits };
}

export function carriesLoad(payloadKg: number, offeredBits: number, load: Load): boolean {
  return load.weightKg <= payloadKg && (offeredBits & load.featureBits) === load.featureBits;
}

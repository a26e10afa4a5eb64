/*
 * Whether a vehicle suits a package: payload, body size and features. Dispatch (find-offer-candidates in the
 * API) adds the live conditions: online with a fresh position, documents valid, within the radius.
 */
import type { VehicleBodySize, VehicleFeature } from './vehicle';

/** Packages that must ride under a roof, and instructions that ask for one or for a cold chain. */
const COVERED_PACKAGE_TYPES = ['Electronics', 'Clothing', 'Documents', 'Fragile Items', 'Furniture'];

export function requiredFeatures(packageType: string, specialInstructions: string | null): VehicleFeature[] {
  const text = (specialInstructions ?? '').toLowerCase();
  const out: VehicleFeature[] = [];
  if (text.includes('temperature sensitive')) out.push('refrigerated');
  // A refrigerated body is closed, so it also counts as covered (see hasFeatures).
  if (COVERED_PACKAGE_TYPES.includes(packageType) || text.includes('keep dry')) out.push('covered');
  return out;
}

/** A refrigerated body is a closed box: it satisfies 'covered' too. */
export function hasFeatures(vehicle: readonly string[], required: readonly VehicleFeature[]): boolean {
  return required.every((f) => vehicle.includes(f) || (f === 'covered' && vehicle.includes('refrigerated')));
}

export interface PackageSize {
  weightKg: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

/**
 * Payload at least the weight; and when the package's sides are known, they fit the body in some orientation
 * (largest side against the largest body side, and so on).
 */
export function fitsVehicle(
  pkg: PackageSize,
  vehicle: { payloadKg: number; body: VehicleBodySize },
): boolean {
  if (pkg.weightKg > vehicle.payloadKg) return false;
  const sides = [pkg.lengthCm, pkg.widthCm, pkg.heightCm].filter((s): s is number => s !== null && s > 0);
  if (sides.length === 0) return true;
  const body = [vehicle.body.lengthCm, vehicle.body.widthCm, vehicle.body.heightCm].sort((a, b) => b - a);
  return sides.sort((a, b) => b - a).every((side, i) => side <= (body[i] ?? 0));
}

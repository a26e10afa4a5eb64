import { IST_OFFSET_MS, MS_PER_HOUR } from '@logisaathi/domain';
import { estimateRoute } from '@logisaathi/geo';
import type { TravelFn } from './types';

/**
 * Road travel from packages/geo's calibrated estimator (straight line x measured detour ratio, hourly slowdown in
 * IST). Its detour ratio is never below 1, so a straight-line distance is a safe lower bound of the road distance:
 * the spatial prefilter of `VehicleIndex` relies on that.
 */
export const roadTravel: TravelFn = (from, to, departMs) => {
  const estimate = estimateRoute(from, to, istHour(departMs));
  return { km: estimate.distanceKm, min: estimate.durationMin };
};

/** The IST wall-clock hour (0..23) of an instant: IST has a fixed offset, so plain arithmetic. */
export function istHour(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / MS_PER_HOUR) % 24;
}

import { readDataJson } from '../data-files';
import type { SpeedTable } from './road-classes';

/** Shape of data/route-calibration.json, written by scripts/calibrate-routing.ts. */
export interface RouteCalibration {
  freeFlowKmh: SpeedTable;
  hourlyFactor: { arterial: number[]; local: number[] };
  bands: Array<{
    minKm: number;
    maxKm: number | null;
    samples: number;
    medianStraightKm: number;
    detourRatio: number;
    freeFlowKmh: number;
    arterialShare: number;
  }>;
  zoneCircuity: { zoneDeg: number; pairs: Record<string, number> };
}

let cached: RouteCalibration | null = null;

export function loadRouteCalibration(): RouteCalibration {
  cached ??= readDataJson<RouteCalibration>('route-calibration.json');
  return cached;
}

import type { LatLon } from '../geo-math';
import { loadRoadGraph } from './graph-cache';
import { GraphRouter, type RouteMetric } from './graph-router';
import { loadRouteCalibration } from './route-calibration';
import { RouteEstimator, type EstimateOptions, type RouteEstimate } from './route-estimator';

let estimator: RouteEstimator | null = null;

export function embeddedEstimator(): RouteEstimator {
  estimator ??= new RouteEstimator(loadRouteCalibration());
  return estimator;
}

/** Calibrated straight-line-based estimate; istHour is the departure hour in IST (0..23). */
export function estimateRoute(
  from: LatLon,
  to: LatLon,
  istHour: number,
  options?: EstimateOptions,
): RouteEstimate {
  return embeddedEstimator().estimate(from, to, istHour, options);
}

/** Builds (or loads from cacheDir) the road graph of an .osm.pbf file and a router using the calibrated speeds. */
export function createGraphRouterFromFile(
  osmFile: string,
  cacheDir?: string,
  metric: RouteMetric = 'distance',
): GraphRouter {
  const { graph } = loadRoadGraph(osmFile, cacheDir);
  const cal = loadRouteCalibration();
  return new GraphRouter(graph, { freeFlowKmh: cal.freeFlowKmh, hourlyFactor: cal.hourlyFactor }, metric);
}

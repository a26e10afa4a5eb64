export { createRandom, type Random } from './prng';
export {
  buildPdptwProblem,
  totalDistance,
  type PdptwInput,
  type PdptwProblem,
  type PdptwRequest,
  type RequestInput,
  type StopInput,
} from './pdptw-problem';
export { liLimToProblem, parseLiLimInstance, type LiLimInstance, type LiLimTask } from './li-lim';
export {
  checkPdptwSolution,
  type FeasibilityReport,
  type Violation,
  type ViolationKind,
} from './feasibility';
export { solvePdptw, type PdptwSolution, type SolvePdptwOptions } from './solver/solve-pdptw';
export {
  canJoinWithoutRaisingShares,
  splitRouteCost,
  type CostShare,
  type CostSplit,
  type CostSplitEntry,
} from './cost-split';
export {
  haversineTravel,
  matchShipmentToTruck,
  rankTrucks,
  shipmentVolumeM3,
} from './matching/truck-matching';
export type {
  DimensionsCm,
  LatLon,
  MatchResult,
  ShipmentCandidate,
  TimeWindow,
  TravelEstimator,
  TruckPlan,
  TruckStop,
} from './matching/types';
export { planConsolidation } from './consolidation/plan-consolidation';
export { describePlan, toShipment, toTruckPlan, type SeqStop } from './consolidation/plan-builders';
export { SOLVER_SEED, SOLVER_TIME_LIMIT_MS, STOP_SERVICE_MIN } from './consolidation/rules';
export type {
  PlannedRider,
  PlannedStop,
  PlannerPlace,
  PlannerRider,
  PlannerTruck,
  PlanResult,
  TruckPlanJson,
} from './consolidation/types';

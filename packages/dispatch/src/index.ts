export type {
  DimensionsCm,
  DispatchJob,
  DispatchVehicle,
  LatLon,
  Leg,
  SlotWindow,
  TravelFn,
  VehicleFeature,
  VehicleJob,
} from './types';
export { istHour, roadTravel } from './travel';
export { hasFeature, loadOf, packageFitsBody, staticMisfit, type IneligibleReason, type Load } from './fit';
export { DEFAULT_HANDLING, fitInDay, type DayFit, type DayFitResult, type HandlingTimes } from './day-fit';
export { acceptIntoDay, plannedJob, type TruckDay, type TruckDayAnswer } from './truck-day';
export { liveDay, type LiveJob, type LiveTimes } from './live-day';
export { VehicleIndex, type VisitFilter } from './vehicle-index';
export { FitCache } from './fit-cache';
export { DEFAULT_RANKING, rankingCost, type RankingCost, type RankingWeights } from './ranking';
export {
  DEFAULT_CANDIDATE_CONFIG,
  evaluateVehicle,
  findCandidates,
  type Candidate,
  type CandidateConfig,
  type CandidateOptions,
  type CandidateSearch,
} from './candidates';
export {
  DEFAULT_WAVES,
  nextWaveStep,
  type OfferOutcome,
  type SentOffer,
  type WaveConfig,
  type WaveDecision,
  type WaveInput,
  type WaveStep,
} from './waves';
export { DEFAULT_PROMISE, dispatchableAtMs, promiseDeadlineMs, type PromiseConfig } from './dispatchable';
export {
  assignGreedy,
  assignmentCost,
  solveAssignment,
  type AssignmentProblem,
  type AssignmentResult,
} from './assignment/hungarian';
export {
  assembleBatchProblem,
  batchResultOf,
  buildBatchProblem,
  DEFAULT_BATCH_REACH,
  matchBatch,
  searchBatchPairs,
  solveBatchProblem,
  type BatchBackup,
  type BatchReach,
  type BatchOptions,
  type BatchPair,
  type BatchPart,
  type BatchPolicy,
  type BatchResult,
  type BatchSolution,
  type FoundPairs,
} from './assignment/batch';
export { DEFAULT_BACKUPS, pickBackups, type BackupConfig } from './assignment/backups';
export {
  DEFAULT_BATCH_COSTS,
  DEFAULT_RESERVE_COSTS,
  costsMoreThan,
  farTruckAllowed,
  homeDriveKm,
  homeWeightAt,
  onwardLeaveKm,
  onwardTermKm,
  pairCostKm,
  idleHours,
  promiseUsed,
  reserveCostKm,
  unassignedCostKm,
  urgencyOf,
  type ReserveCosts,
  type BatchCosts,
} from './assignment/batch-costs';
export {
  buildOnwardGrid,
  DEFAULT_ONWARD_GRID,
  ONWARD_GRID_REFRESH_MS,
  onwardGridOf,
  onwardKm,
  type KnownPickup,
  type OnwardGrid,
  type OnwardGridOptions,
} from './assignment/onward';
export {
  applyTrade,
  findTailTrades,
  priceTrade,
  type ExchangeOptions,
  type ExchangeTruck,
  type TailTrade,
  type TradePrice,
} from './exchange/tail-exchange';
export {
  DEFAULT_TRADE_SETTINGS,
  exchangeTruckOf,
  tradeOptions,
  type TradeSettings,
} from './exchange/trade-rules';
export {
  pairKey,
  proposeTrades,
  tradeTrucksOf,
  type ProposedTrade,
  type TradeRoundInput,
} from './exchange/propose-trades';
export { ALL_PAIRS_MAX_TRUCKS, NEAREST_TAILS, tradePairs } from './exchange/trade-pairs';
export { planFleetDay } from './day-plan/plan-fleet-day';
export type {
  FleetDayInput,
  FleetDayPlan,
  FleetVehicle,
  PlanJob,
  PlannedStop,
  UnplannedReason,
  VehiclePlan,
} from './day-plan/types';

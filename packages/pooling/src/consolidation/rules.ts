/*
 * Rules of the consolidation planner that the specification leaves open. Each says where its figure comes from.
 */

/** Loading or unloading one shipment, minutes. */
export const STOP_SERVICE_MIN = 15;
/** Consolidation solver budget for one refresh, ms, and its fixed seed (reproducible plans). */
export const SOLVER_TIME_LIMIT_MS = 500;
export const SOLVER_SEED = 20_250_301;

import { ANALYSIS_WAIT_MS, SPLASH_MIN_DURATION_MS } from '@logisaathi/domain';

/** The consignee's page polls: a handful of readers per shipment, no stream to hold open. */
export const PUBLIC_REFRESH_MS = 10_000;

/**
 * Shorter waits for the browser suite only. e2e/support/timings.ts writes this object on `window` in every
 * browser context it makes, before the page's first script runs; the app and the server never set it, so
 * visitors always get the spec's timings (one e2e test, e2e/spec-timings.test.ts, checks them).
 */
export interface TestTimings {
  /** The start-up screen's minimum time on screen (spec: at least 2000 ms). */
  splashMinMs?: number;
  /** The public tracking page's poll (10 s). */
  publicRefreshMs?: number;
  /** The booking wizard's analysis overlay before the analysis runs (spec: 3000 ms). */
  analysisWaitMs?: number;
}

const TEST_TIMINGS_KEY = '__LOGISAATHI_TEST_TIMINGS__';

function testTimings(): TestTimings {
  if (typeof window === 'undefined') return {};
  const value = (window as unknown as Record<string, unknown>)[TEST_TIMINGS_KEY];
  return value && typeof value === 'object' ? (value as TestTimings) : {};
}

function nonNegative(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function splashMinDurationMs(): number {
  return nonNegative(testTimings().splashMinMs, SPLASH_MIN_DURATION_MS);
}

export function publicRefreshMs(): number {
  return nonNegative(testTimings().publicRefreshMs, PUBLIC_REFRESH_MS);
}

export function analysisWaitMs(): number {
  return nonNegative(testTimings().analysisWaitMs, ANALYSIS_WAIT_MS);
}

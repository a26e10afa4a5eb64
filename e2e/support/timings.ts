import type { Browser, BrowserContext } from 'playwright-core';
import { ANALYSIS_WAIT_MS } from '@logisaathi/domain';
import type { TestTimings } from '../../apps/web/src/config/timings';

/**
 * Test-only timings (apps/web/src/config/timings.ts reads them): no 2 s start-up screen on every page load, a 1 s
 * public tracking poll instead of 10 s, and no 3 s analysis overlay before the wizard's analysis runs. The spec's
 * timings stay the app's defaults; e2e/spec-timings.test.ts checks the first two in a context made with
 * `specTimingsContext`, and the tests that check the overlay keep its 3 s (`withSpecAnalysisWait`).
 */
export const FAST_TIMINGS: Required<TestTimings> = {
  splashMinMs: 0,
  publicRefreshMs: 1_000,
  analysisWaitMs: 0,
};

const WRAPPED = Symbol('fast-timings');

/** Every context `browser.newContext()` makes from now on starts its pages with FAST_TIMINGS. */
export function withFastTimings(browser: Browser): Browser {
  const tagged = browser as Browser & { [WRAPPED]?: Browser['newContext'] };
  if (tagged[WRAPPED]) return browser;
  const plain = browser.newContext.bind(browser);
  tagged[WRAPPED] = plain;
  browser.newContext = async (options) => {
    const context = await plain(options);
    await context.addInitScript((timings) => {
      (window as unknown as Record<string, unknown>).__LOGISAATHI_TEST_TIMINGS__ = timings;
    }, FAST_TIMINGS);
    return context;
  };
  return browser;
}

/** A context with the spec's own timings (2 s start-up screen, 10 s public poll): for the test that checks them. */
export function specTimingsContext(
  browser: Browser,
  options?: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const plain = (browser as Browser & { [WRAPPED]?: Browser['newContext'] })[WRAPPED];
  return (plain ?? browser.newContext.bind(browser))(options);
}

/**
 * The spec's 3 s analysis overlay in `context`'s pages, for a test that checks the overlay: without the wait it
 * is open only while the analysis's requests are, too briefly to be seen reliably.
 */
export async function withSpecAnalysisWait(context: BrowserContext): Promise<void> {
  await context.addInitScript((waitMs) => {
    const timings = (window as unknown as Record<string, TestTimings | undefined>)
      .__LOGISAATHI_TEST_TIMINGS__;
    if (timings) timings.analysisWaitMs = waitMs;
  }, ANALYSIS_WAIT_MS);
}

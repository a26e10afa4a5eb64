import type { Browser, BrowserContext } from 'playwright-core';
import type { TestTimings } from '../../apps/web/src/config/timings';

/**
 * Test-only timings (apps/web/src/config/timings.ts reads them): no 2 s start-up screen on every page load and
 * a 1 s public tracking poll instead of 10 s. The spec's timings stay the app's defaults; e2e/spec-timings.test.ts
 * checks them in a context made with `specTimingsContext`.
 */
export const FAST_TIMINGS: Required<TestTimings> = { splashMinMs: 0, publicRefreshMs: 1_000 };

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

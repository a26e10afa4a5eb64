/**
 * The copy of the splash that index.html paints before any JavaScript runs. The spec's splash timings
 * (shown for at least 2 s; bar runs 3 s after 1.5 s) count from when the visitor first saw it, so the React
 * splash continues from there instead of starting over.
 */
const BOOT_SPLASH_ID = 'boot-splash';

let shownAt: number | null | undefined;

/** Performance-clock time the static splash was first painted, or null when the page had none (tests). */
function bootSplashShownAt(): number | null {
  if (shownAt === undefined) {
    const isPresent = typeof document !== 'undefined' && document.getElementById(BOOT_SPLASH_ID) !== null;
    // The static splash is the page's first content, so first-contentful-paint is when it appeared; if the
    // browser has not painted yet (or does not report paints), it appears now.
    const paint =
      isPresent && typeof performance.getEntriesByName === 'function'
        ? performance.getEntriesByName('first-contentful-paint')[0]
        : undefined;
    shownAt = isPresent ? (paint?.startTime ?? performance.now()) : null;
  }
  return shownAt;
}

/** Milliseconds the visitor has already been looking at the splash (0 without a static splash). */
export function splashElapsedMs(): number {
  const at = bootSplashShownAt();
  return at === null ? 0 : Math.max(0, performance.now() - at);
}

/** Drops the static copy once the React splash is on screen in its place. */
export function removeBootSplash(): void {
  bootSplashShownAt();
  document.getElementById(BOOT_SPLASH_ID)?.remove();
}

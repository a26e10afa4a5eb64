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

/** Drops the static copy (the page, or a React splash of its own, takes its place). */
export function removeBootSplash(): void {
  bootSplashShownAt();
  document.getElementById(BOOT_SPLASH_ID)?.remove();
}

/** Whether the static copy is still on screen. */
export function hasBootSplash(): boolean {
  return typeof document !== 'undefined' && document.getElementById(BOOT_SPLASH_ID) !== null;
}

let holders = 0;

/**
 * A React splash that finds the static copy on screen keeps it instead of painting its own: one paint of the
 * splash, not two (a second, React-made copy was a new largest paint for the phone, and work it did not need).
 * The copy goes when the last holder lets go; one splash handing over to the next in the same render (the
 * language's Suspense fallback to the layout's splash) keeps it, because the check waits for the end of the render.
 */
export function holdBootSplash(): () => void {
  bootSplashShownAt();
  holders++;
  return () => {
    holders--;
    queueMicrotask(() => {
      if (holders === 0) removeBootSplash();
    });
  };
}

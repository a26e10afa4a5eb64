import { AppError } from './app-error';

/**
 * Fixed-window counter per key (here: per e-mail address), complementing the per-IP limit of
 * @fastify/rate-limit, which allows only one limiter per request. In-memory per process: with several
 * API processes each allows `max`, which still bounds guessing; a shared store is the scale path.
 */
export function createAttemptLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();

  return function hit(key: string, now = Date.now()): void {
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      lastSweep = now;
    }
    const current = windows.get(key);
    if (!current || current.resetAt <= now) {
      windows.set(key, { count: 1, resetAt: now + windowMs });
      return;
    }
    current.count += 1;
    if (current.count > max) {
      throw new AppError('rate_limited', 'Too many attempts. Please wait a few minutes and try again.');
    }
  };
}

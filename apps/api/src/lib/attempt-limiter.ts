import type { Redis } from 'ioredis';
import { AppError } from './app-error';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Fixed-window counter per key (here: per e-mail address), complementing the per-IP limit of
 * @fastify/rate-limit, which allows only one limiter per request. With Redis (REDIS_URL) the count is shared by
 * every API process; without it each process counts on its own, which still bounds guessing.
 */
export function createAttemptLimiter({
  scope,
  max,
  windowMs,
  redis,
}: {
  /** Keeps the counts of different actions apart in the shared store. */
  scope: string;
  max: number;
  windowMs: number;
  redis?: Redis | undefined;
}) {
  if (redis) {
    return async function hit(key: string): Promise<void> {
      const redisKey = `logisaathi-attempts:${scope}:${key}`;
      // One round trip; NX keeps the first attempt's expiry, so the window is fixed, not sliding.
      const results = await redis.multi().incr(redisKey).pexpire(redisKey, windowMs, 'NX').exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      if (count > max) throw new AppError('rate_limited', TOO_MANY_ATTEMPTS);
    };
  }
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return async function hit(key: string, now = Date.now()): Promise<void> {
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
    if (current.count > max) throw new AppError('rate_limited', TOO_MANY_ATTEMPTS);
  };
}

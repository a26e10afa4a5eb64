import type { Redis } from 'ioredis';

/**
 * Counters and flags that expire, in Redis when configured (shared by every API process) or in this process's
 * memory. A Redis failure is the caller's to handle.
 */
export interface ExpiringCounters {
  /** Adds one and returns the count; the key lives `ttlMs` from its first increment. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** The current count; 0 when the key does not exist. */
  count(key: string): Promise<number>;
  /** Sets a flag (or extends it) for `ttlMs`. */
  flag(key: string, ttlMs: number): Promise<void>;
  /** Milliseconds until the key expires; 0 when it does not exist. */
  remainingMs(key: string): Promise<number>;
  remove(...keys: string[]): Promise<void>;
}

export function createExpiringCounters(prefix: string, redis?: Redis): ExpiringCounters {
  if (redis) {
    const k = (key: string) => `${prefix}:${key}`;
    return {
      async increment(key, ttlMs) {
        const results = await redis.multi().incr(k(key)).pexpire(k(key), ttlMs, 'NX').exec();
        return Number(results?.[0]?.[1] ?? 0);
      },
      async count(key) {
        return Number((await redis.get(k(key))) ?? 0);
      },
      async flag(key, ttlMs) {
        await redis.set(k(key), '1', 'PX', ttlMs);
      },
      async remainingMs(key) {
        return Math.max(0, await redis.pttl(k(key)));
      },
      async remove(...keys) {
        if (keys.length > 0) await redis.del(...keys.map(k));
      },
    };
  }
  const entries = new Map<string, { count: number; expiresAt: number }>();
  let lastSweep = Date.now();
  const live = (key: string, now: number) => {
    if (now - lastSweep > 60_000) {
      for (const [key2, e] of entries) if (e.expiresAt <= now) entries.delete(key2);
      lastSweep = now;
    }
    const entry = entries.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  };
  return {
    async increment(key, ttlMs) {
      const now = Date.now();
      const entry = live(key, now) ?? { count: 0, expiresAt: now + ttlMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async count(key) {
      return live(key, Date.now())?.count ?? 0;
    },
    async flag(key, ttlMs) {
      entries.set(key, { count: 1, expiresAt: Date.now() + ttlMs });
    },
    async remainingMs(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? entry.expiresAt - now : 0;
    },
    async remove(...keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

/*
 * Sign-in throttling that an attacker cannot turn against the account's owner (README 'Sign-in protection'):
 * - per IP: at most AUTH_RATE_LIMIT_PER_IP sign-in requests per 15 minutes (the route's rate limit);
 * - per IP and address: after FREE_FAILURES wrong passwords, that IP is held off that address for a delay that
 *   doubles with every further failure (1 minute up to 15), answered 429 with Retry-After;
 * - per address, from anywhere: failures are only counted. The right password from another IP keeps working,
 *   so an attacker's failures never lock the owner out; but once an address collects SIGNIN_ATTACK_THRESHOLD
 *   failures within 15 minutes (a distributed attack), a password is accepted only from IPs this account has
 *   signed in from before, and anyone else is asked to use an e-mailed sign-in link.
 * Counts live in Redis when configured (all processes share them), otherwise in this process.
 */
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error';
import { createExpiringCounters } from '../../lib/expiring-counters';

export const FREE_FAILURES = 5;
const FIRST_HOLD_MS = 60_000;
const MAX_HOLD_MS = 15 * 60_000;
const WINDOW_MS = 15 * 60_000;
/** An IP that signed in to an account is trusted for it this long. */
const KNOWN_IP_MS = 30 * 24 * 3_600_000;

export const SIGN_IN_HELD = 'Too many wrong passwords from here. Please wait a few minutes and try again.';
export const SIGN_IN_LINK_NEEDED =
  'This account is getting many failed sign-ins from elsewhere. To keep it safe, sign in with a link sent to your e-mail.';

/** How long an IP is held off an address after its `failures`-th wrong password (0 while under FREE_FAILURES). */
export function holdMs(failures: number): number {
  return failures < FREE_FAILURES
    ? 0
    : Math.min(MAX_HOLD_MS, FIRST_HOLD_MS * 2 ** (failures - FREE_FAILURES));
}

export interface SignInGuard {
  /** Throws 429 when this IP is held off this address, or when the address is under attack and the IP is new. */
  check(ip: string, email: string): Promise<void>;
  failed(ip: string, email: string): Promise<void>;
  succeeded(ip: string, email: string): Promise<void>;
}

export function createSignInGuard(options: {
  attackThreshold: number;
  redis?: Redis | undefined;
}): SignInGuard {
  const store = createExpiringCounters('logisaathi-signin', options.redis);
  const pair = (ip: string, email: string) => `${email}|${ip}`;
  return {
    async check(ip, email) {
      const held = await store.remainingMs(`hold:${pair(ip, email)}`);
      if (held > 0) {
        throw new AppError('rate_limited', SIGN_IN_HELD, [], { retryAfterS: Math.ceil(held / 1000) });
      }
      const failures = await store.count(`address:${email}`);
      if (
        failures >= options.attackThreshold &&
        (await store.remainingMs(`known:${pair(ip, email)}`)) === 0
      ) {
        throw new AppError('rate_limited', SIGN_IN_LINK_NEEDED, [
          { field: 'email', msg: SIGN_IN_LINK_NEEDED },
        ]);
      }
    },
    async failed(ip, email) {
      await store.increment(`address:${email}`, WINDOW_MS);
      const n = await store.increment(`failures:${pair(ip, email)}`, MAX_HOLD_MS * 4);
      if (n >= FREE_FAILURES) await store.flag(`hold:${pair(ip, email)}`, holdMs(n));
    },
    async succeeded(ip, email) {
      await store.remove(`failures:${pair(ip, email)}`, `hold:${pair(ip, email)}`);
      await store.flag(`known:${pair(ip, email)}`, KNOWN_IP_MS);
    },
  };
}

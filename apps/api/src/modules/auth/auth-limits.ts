import type { FastifyRequest } from 'fastify';
import type { Infrastructure } from '../../lib/infrastructure';
import { createAttemptLimiter } from '../../lib/attempt-limiter';

export interface AuthLimits {
  /** @fastify/rate-limit route config: sign-in and sign-up requests per IP. */
  perIp: { max: number; timeWindow: number };
  /** preHandler: sign-in and sign-up attempts per e-mail address (after the body is parsed). */
  perEmail: (request: FastifyRequest) => Promise<void>;
}

const byContext = new WeakMap<object, AuthLimits>();

/**
 * The sign-in limits, one set per app, shared by every route that signs someone in or up (shipper and partner
 * sign-up, sign-in), so an address gets one budget whichever door it knocks on.
 */
export function authLimits(ctx: Pick<Infrastructure, 'config' | 'redis'>): AuthLimits {
  const existing = byContext.get(ctx);
  if (existing) return existing;
  const { config } = ctx;
  // Per-address limit runs after the body is parsed, so a botnet cannot spray one account from many IPs.
  const hitEmail = createAttemptLimiter({
    scope: 'sign-in',
    redis: ctx.redis,
    max: config.rateLimits.authPerEmail,
    windowMs: config.rateLimits.windowMs,
  });
  const limits: AuthLimits = {
    perIp: { max: config.rateLimits.authPerIp, timeWindow: config.rateLimits.windowMs },
    perEmail: async (request) => {
      await hitEmail(
        String((request.body as { email?: unknown } | null)?.email ?? '')
          .trim()
          .toLowerCase(),
      );
    },
  };
  byContext.set(ctx, limits);
  return limits;
}

import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPS_MESSAGES, PARTNER_MESSAGES, type UserRole } from '@logisaathi/domain';
import { AppError } from '../lib/app-error';

export interface AccessClaims {
  /** user id */
  sub: string;
  /** refresh-token family of the session that minted this token */
  fam: string;
  /** The account's role (fixed at sign-up). Tokens minted before roles existed carry none: shippers. */
  role?: UserRole;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler that requires a valid access token; sets request.user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler after `authenticate`: 403 unless the account has this role. */
    requireRole: (role: UserRole) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export const SESSION_EXPIRED = 'Session expired. Please sign in again.';

export const authPlugin = fp(
  async (
    app,
    opts: {
      secret: string;
      accessTokenTtlSeconds: number;
      /** Whether the sign-in (refresh family) behind a token is still live: revoked sessions stop at once. */
      isSessionActive: (claims: AccessClaims) => Promise<boolean>;
    },
  ) => {
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { expiresIn: opts.accessTokenTtlSeconds, algorithm: 'HS256' },
      // Verified tokens are remembered (fast-jwt's LRU, keyed by a hash of the token, never past the token's
      // expiry): a browser sends the same access token with every request until it refreshes.
      verify: { algorithms: ['HS256'], cache: VERIFIED_TOKEN_CACHE_SIZE },
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      try {
        await request.jwtVerify();
      } catch {
        throw new AppError('unauthorized', SESSION_EXPIRED);
      }
      if (!(await opts.isSessionActive(request.user))) throw new AppError('unauthorized', SESSION_EXPIRED);
    });
    app.decorate('requireRole', (role: UserRole) => async (request: FastifyRequest) => {
      if (roleOf(request.user) !== role) {
        throw new AppError(
          'forbidden',
          role === 'partner'
            ? PARTNER_MESSAGES.partnersOnly
            : role === 'operator'
              ? OPS_MESSAGES.operatorsOnly
              : PARTNER_MESSAGES.shippersOnly,
        );
      }
    });
  },
  { name: 'auth' },
);

/** The role a verified token carries. */
export function roleOf(claims: AccessClaims): UserRole {
  return claims.role === 'partner' || claims.role === 'operator' ? claims.role : 'shipper';
}

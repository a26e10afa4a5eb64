import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  actionKind,
  can,
  isAction,
  isMemberRole,
  OPS_MESSAGES,
  ownerRoleOf,
  PARTNER_MESSAGES,
  TEAM_MESSAGES,
  type Action,
  type MemberRole,
  type UserRole,
} from '@logisaathi/domain';
import { AppError } from '../lib/app-error';
import { accessOfRoute } from './route-access';

export interface AccessClaims {
  /** user id */
  sub: string;
  /** refresh-token family of the session that minted this token */
  fam: string;
  /** The account's role (fixed at sign-up). Tokens minted before roles existed carry none: shippers. */
  role?: UserRole;
  /**
   * The organisation's account (its owner's user id) when the user is a member of someone else's organisation
   * (issue 37). Absent: the user is the owner, and their own id is the account.
   */
  acct?: string;
  /** The member's role in the organisation; absent on tokens minted before teams: the owner. */
  mrole?: MemberRole;
}

/** Who is acting: the signed-in person, the organisation they act for, and their role in it. */
export interface Member {
  /** The person's own user id (their password, their sessions, their personal data). */
  userId: string;
  /** The organisation's account: the owner's user id, under which its records are stored. */
  accountId: string;
  role: MemberRole;
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
  interface FastifyRequest {
    /**
     * The member behind the request, once authenticated (null for operators, who belong to no organisation).
     * `request.user.sub` is then the organisation's account: every ownership check that compares a record's
     * user id with it lets the organisation's members in, in this one place.
     */
    member: Member | null;
  }
  interface FastifyContextConfig {
    /** Who may reach the route (route-access.ts): 'public', 'operator' or an action of the permissions table. */
    access?: string;
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
    app.decorateRequest('member', null);
    const authenticated = new WeakSet<FastifyRequest>();
    const authenticate = async (request: FastifyRequest) => {
      if (authenticated.has(request)) return;
      try {
        await request.jwtVerify();
      } catch {
        throw new AppError('unauthorized', SESSION_EXPIRED);
      }
      const claims = request.user;
      if (!(await opts.isSessionActive(claims))) throw new AppError('unauthorized', SESSION_EXPIRED);
      const role = roleOf(claims);
      if (role !== 'operator') {
        const member: Member = {
          userId: claims.sub,
          accountId: claims.acct ?? claims.sub,
          role: isMemberRole(claims.mrole) ? claims.mrole : ownerRoleOf(role),
        };
        request.member = member;
        // A new object: the verified claims may be fast-jwt's cached copy, shared by later requests.
        request.user = { ...claims, sub: member.accountId };
      }
      authenticated.add(request);
    };
    app.decorate('authenticate', authenticate);

    // Every route says who may reach it; one that does not is a startup failure, not an open door.
    const enforce = (action: Action) => async (request: FastifyRequest) => {
      await authenticate(request);
      const member = request.member;
      if (!member) return;
      // An account of the other kind is refused by the route's own shippers/partners-only check.
      const kind = actionKind(action);
      if (kind !== 'any' && kind !== roleOf(request.user)) return;
      if (!can(member.role, action)) throw new AppError('forbidden', TEAM_MESSAGES.notAllowed);
    };
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') && !route.url.startsWith('/ai/')) return;
      if (route.url.startsWith('/api/docs')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        const access = accessOfRoute(method, route.url);
        if (!access) throw new Error(`${method} ${route.url} declares no access (plugins/route-access.ts)`);
        route.config = { ...route.config, access };
        if (!isAction(access)) continue;
        // Before the body is validated: a role that may not do this learns nothing about its input.
        const existing = route.preValidation;
        route.preValidation = [
          enforce(access),
          ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
        ];
      }
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

/**
 * The person behind an authenticated request (their own user id), for what is theirs alone: their password,
 * their sessions, their personal data, the history of what they did. `request.user.sub` is the organisation's.
 */
export function actingUserId(request: FastifyRequest): string {
  return request.member?.userId ?? request.user.sub;
}

/** The person and the organisation's account behind a request: whom the history of who did what names. */
export function actingMember(request: FastifyRequest): { userId: string; accountId: string } {
  return { userId: actingUserId(request), accountId: request.user.sub };
}

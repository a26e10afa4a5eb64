import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, refreshTokenSchema, registerSchema, TOKEN_MAX_LENGTH } from '@logisaathi/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../plugins/auth';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import { loginUser } from './login-user';
import { refreshSession } from './refresh-session';
import { registerUser } from './register-user';
import { logoutUser } from './logout-user';
import { issueSession } from './sessions';
import { findUserById, toPublicUser } from './users-repository';

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const perIp = { max: config.rateLimits.authPerIp, timeWindow: config.rateLimits.windowMs };
  // Per-address limit runs after the body is parsed, so a botnet cannot spray one account from many IPs.
  const hitEmail = createAttemptLimiter({
    scope: 'sign-in',
    redis: ctx.redis,
    max: config.rateLimits.authPerEmail,
    windowMs: config.rateLimits.windowMs,
  });
  const perEmail = async (request: FastifyRequest) => {
    await hitEmail(
      String((request.body as { email?: unknown } | null)?.email ?? '')
        .trim()
        .toLowerCase(),
    );
  };

  r.post(
    '/register',
    { schema: { body: registerSchema, tags: ['auth'] }, config: { rateLimit: perIp }, preHandler: perEmail },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      const tokens = await issueSession(app, db, user.id, config.refreshTokenTtlDays);
      return reply.code(201).send({ success: true, ...tokens, user: toPublicUser(user) });
    },
  );

  r.post(
    '/login',
    { schema: { body: loginSchema, tags: ['auth'] }, config: { rateLimit: perIp }, preHandler: perEmail },
    async (request) => {
      const user = await loginUser(db, request.body);
      const tokens = await issueSession(app, db, user.id, config.refreshTokenTtlDays);
      return { success: true, ...tokens, user: toPublicUser(user) };
    },
  );

  r.post(
    '/refresh-token',
    { schema: { body: refreshTokenSchema, tags: ['auth'] }, config: { rateLimit: perIp } },
    async (request) => {
      const { user, ...tokens } = await refreshSession(
        app,
        db,
        request.body.refreshToken,
        config.refreshTokenTtlDays,
      );
      return { success: true, ...tokens, user: toPublicUser(user) };
    },
  );

  // Logging out always succeeds for the caller. The refresh token sent (the web app sends it) and the bearer's
  // sign-in both end on the server, even when the access token has expired: its signature is still checked.
  r.post(
    '/logout',
    {
      schema: {
        body: z.object({ refreshToken: z.string().max(TOKEN_MAX_LENGTH).optional() }).nullish(),
        tags: ['auth'],
      },
    },
    async (request) => {
      let bearerFamily: string | undefined;
      if (request.headers.authorization) {
        try {
          bearerFamily = (await request.jwtVerify<AccessClaims>({ ignoreExpiration: true })).fam;
        } catch {
          // A forged or malformed bearer names no sign-in.
        }
      }
      await logoutUser(db, { refreshToken: request.body?.refreshToken, bearerFamily });
      return { success: true, message: 'Logged out' };
    },
  );

  r.get('/me', { preHandler: app.authenticate, schema: { tags: ['auth'] } }, async (request) => {
    const user = await findUserById(db, request.user.sub);
    if (!user) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
    const publicUser = toPublicUser(user);
    return { success: true, user: publicUser, data: { user: publicUser } };
  });
}

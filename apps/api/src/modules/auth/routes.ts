import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, refreshTokenSchema, registerSchema } from '@logisaathi/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../plugins/auth';
import { authLimits } from './auth-limits';
import { loginUser } from './login-user';
import { refreshSession } from './refresh-session';
import { registerUser } from './register-user';
import { issueSession, revokeFamily } from './sessions';
import { findUserById, toPublicUser } from './users-repository';

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const { perIp, perEmail } = authLimits(ctx);

  r.post(
    '/register',
    { schema: { body: registerSchema, tags: ['auth'] }, config: { rateLimit: perIp }, preHandler: perEmail },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      const tokens = await issueSession(app, db, user, config.refreshTokenTtlDays);
      return reply.code(201).send({ success: true, ...tokens, user: toPublicUser(user) });
    },
  );

  r.post(
    '/login',
    { schema: { body: loginSchema, tags: ['auth'] }, config: { rateLimit: perIp }, preHandler: perEmail },
    async (request) => {
      const user = await loginUser(db, request.body);
      const tokens = await issueSession(app, db, user, config.refreshTokenTtlDays);
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

  // Logging out always succeeds for the caller; a valid token also ends its sign-in on the server.
  r.post(
    '/logout',
    { schema: { body: z.object({ refreshToken: z.string().optional() }).nullish(), tags: ['auth'] } },
    async (request) => {
      try {
        const claims = await request.jwtVerify<AccessClaims>();
        await revokeFamily(db, claims.fam);
      } catch {
        // An expired or missing token has nothing left to revoke.
      }
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

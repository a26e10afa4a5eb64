import {
  authResponseSchema,
  currentUserResponseSchema,
  okMessageResponseSchema,
  OPS_MESSAGES,
} from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  TOKEN_MAX_LENGTH,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/texts';
import { actingUserId, type AccessClaims } from '../../plugins/auth';
import { authLimits } from './auth-limits';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import { createAfterResponse } from '../../lib/after-response';
import { createMailer } from '../../lib/mailer';
import { loginUser } from './login-user';
import { requestSignInLink, SIGN_IN_LINK_REQUESTED } from './request-sign-in-link';
import { createSignInGuard } from './sign-in-guard';
import { INVALID_SIGN_IN_LINK, signInWithLink } from './sign-in-with-link';
import { refreshSession } from './refresh-session';
import { registerUser } from './register-user';
import { logoutUser } from './logout-user';
import { issueSession } from './sessions';
import { findUserById, toPublicUser } from '../users/users-repository';

export async function authRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'db' | 'redis'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const { perIp, perEmail } = authLimits(ctx);

  r.post(
    '/register',
    {
      schema: { body: registerSchema, response: { 201: authResponseSchema }, tags: ['auth'] },
      config: { rateLimit: perIp },
      preHandler: perEmail,
    },
    async (request, reply) => {
      const user = await registerUser(
        db,
        { ...request.body, language: request.language },
        config.passwordHash,
      );
      const { tokens, memberRole } = await issueSession(app, db, user, config.refreshTokenTtlDays);
      return reply
        .code(201)
        .send({ success: true as const, ...tokens, user: toPublicUser(user, memberRole) });
    },
  );

  // No per-address limit here: wrong passwords from elsewhere must not lock the owner out (sign-in-guard.ts).
  const guard = createSignInGuard({ attackThreshold: config.signInAttackThreshold, redis: ctx.redis });
  r.post(
    '/login',
    {
      schema: { body: loginSchema, response: { 200: authResponseSchema }, tags: ['auth'] },
      config: { rateLimit: perIp },
    },
    async (request) => {
      const { email } = request.body;
      await guard.check(request.ip, email);
      let user;
      try {
        user = await loginUser(db, request.body, config.passwordHash);
      } catch (err) {
        if (err instanceof AppError && err.code === 'unauthorized') await guard.failed(request.ip, email);
        throw err;
      }
      await guard.succeeded(request.ip, email);
      // An operator's password alone opens nothing: operators sign in at /ops with a TOTP code too.
      if (user.role === 'operator') throw new AppError('unauthorized', OPS_MESSAGES.operatorSignInHere);
      const { tokens, memberRole } = await issueSession(app, db, user, config.refreshTokenTtlDays);
      return { success: true as const, ...tokens, user: toPublicUser(user, memberRole) };
    },
  );

  // The way in while an account is under a distributed attack (and for anyone who prefers it): a link by e-mail.
  const mailer = createMailer(config.mail, app.log);
  const afterResponse = createAfterResponse(app.log);
  app.addHook('onClose', () => afterResponse.drain());
  const hitLinkEmail = createAttemptLimiter({
    scope: 'sign-in-link',
    redis: ctx.redis,
    max: config.rateLimits.authPerEmail,
    windowMs: config.rateLimits.windowMs,
  });
  r.post(
    '/sign-in-link',
    {
      schema: {
        body: z.object({ email: emailSchema }),
        response: { 200: okMessageResponseSchema },
        tags: ['auth'],
      },
      config: { rateLimit: perIp },
    },
    async (request) => {
      await hitLinkEmail(request.body.email);
      const { email } = request.body;
      afterResponse.run('sign-in link', async () => {
        const mail = await requestSignInLink(db, email, config.linkBaseUrl);
        if (mail) await mailer.send(mail);
      });
      return { success: true as const, message: textIn(request.language, SIGN_IN_LINK_REQUESTED) };
    },
  );
  r.post(
    '/sign-in-link/verify',
    {
      schema: {
        body: z.object({
          token: z
            .string({ error: INVALID_SIGN_IN_LINK })
            .min(1, INVALID_SIGN_IN_LINK)
            .max(TOKEN_MAX_LENGTH, INVALID_SIGN_IN_LINK),
        }),
        response: { 200: authResponseSchema },
        tags: ['auth'],
      },
      config: { rateLimit: perIp },
    },
    async (request) => {
      const user = await signInWithLink(db, request.body.token);
      if (user.role === 'operator') throw new AppError('unauthorized', OPS_MESSAGES.operatorSignInHere);
      // Proven by the mailbox: this IP is now known to the account, and its failure count is cleared.
      await guard.succeeded(request.ip, user.email);
      const { tokens, memberRole } = await issueSession(app, db, user, config.refreshTokenTtlDays);
      return { success: true as const, ...tokens, user: toPublicUser(user, memberRole) };
    },
  );

  r.post(
    '/refresh-token',
    {
      schema: { body: refreshTokenSchema, response: { 200: authResponseSchema }, tags: ['auth'] },
      config: { rateLimit: perIp },
    },
    async (request) => {
      const { user, memberRole, ...tokens } = await refreshSession(
        app,
        db,
        request.body.refreshToken,
        config.refreshTokenTtlDays,
      );
      return { success: true as const, ...tokens, user: toPublicUser(user, memberRole) };
    },
  );

  // Logging out always succeeds for the caller. The refresh token sent (the web app sends it) and the bearer's
  // sign-in both end on the server, even when the access token has expired: its signature is still checked.
  r.post(
    '/logout',
    {
      schema: {
        body: z.object({ refreshToken: z.string().max(TOKEN_MAX_LENGTH).optional() }).nullish(),
        response: { 200: okMessageResponseSchema },
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
      return { success: true as const, message: 'Logged out' };
    },
  );

  r.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: currentUserResponseSchema }, tags: ['auth'] },
    },
    async (request) => {
      const user = await findUserById(db, actingUserId(request));
      if (!user) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
      const publicUser = toPublicUser(user, request.member?.role);
      return { success: true as const, user: publicUser, data: { user: publicUser } };
    },
  );
}

import { forgotPasswordSchema, okMessageResponseSchema, resetPasswordSchema } from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Infrastructure } from '../../lib/infrastructure';
import { createAfterResponse } from '../../lib/after-response';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import { createMailer } from '../../lib/mailer';
import { requestPasswordReset, RESET_REQUESTED_MESSAGE } from './request-password-reset';
import { resetPassword } from './reset-password';

/** Forgot password and reset by e-mailed link, under /api/auth. */
export async function passwordResetRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'db' | 'redis'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const mailer = createMailer(config.mail, app.log);
  const afterResponse = createAfterResponse(app.log);
  app.addHook('onClose', () => afterResponse.drain());
  const perIp = { max: config.rateLimits.authPerIp, timeWindow: config.rateLimits.windowMs };
  // Per address too, so nobody can flood one inbox with reset mails from many IPs.
  const hitEmail = createAttemptLimiter({
    scope: 'password-reset',
    redis: ctx.redis,
    max: config.rateLimits.authPerEmail,
    windowMs: config.rateLimits.windowMs,
  });

  r.post(
    '/forgot-password',
    {
      schema: { body: forgotPasswordSchema, response: { 200: okMessageResponseSchema }, tags: ['auth'] },
      config: { rateLimit: perIp },
    },
    async (request) => {
      await hitEmail(request.body.email);
      // Looked up, stored and mailed after answering: known and unknown addresses answer in the same time.
      const { email } = request.body;
      afterResponse.run('password reset', async () => {
        const mail = await requestPasswordReset(db, email, config.linkBaseUrl);
        if (mail) await mailer.send(mail);
      });
      return { success: true as const, message: RESET_REQUESTED_MESSAGE };
    },
  );

  r.post(
    '/reset-password',
    {
      schema: { body: resetPasswordSchema, response: { 200: okMessageResponseSchema }, tags: ['auth'] },
      config: { rateLimit: perIp },
    },
    async (request) => {
      await resetPassword(db, request.body, ctx.config.passwordHash);
      return {
        success: true as const,
        message: 'Your password has been reset. Please sign in with your new password.',
      };
    },
  );
}

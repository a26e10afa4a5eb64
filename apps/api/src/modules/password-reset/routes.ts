import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import { createMailer } from '../../lib/mailer';
import { forgotPasswordSchema, resetPasswordSchema } from './password-reset-schemas';
import { requestPasswordReset, RESET_REQUESTED_MESSAGE } from './request-password-reset';
import { resetPassword } from './reset-password';

/** Forgot password and reset by e-mailed link, under /api/auth. */
export async function passwordResetRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const mailer = createMailer(config.mail, app.log);
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
    { schema: { body: forgotPasswordSchema, tags: ['auth'] }, config: { rateLimit: perIp } },
    async (request) => {
      await hitEmail(request.body.email);
      const mail = await requestPasswordReset(db, request.body.email, linkBase(request, config.publicUrl));
      if (mail) {
        mailer.send(mail).catch((err: unknown) => request.log.error({ err }, 'password reset e-mail failed'));
      }
      return { success: true, message: RESET_REQUESTED_MESSAGE };
    },
  );

  r.post(
    '/reset-password',
    { schema: { body: resetPasswordSchema, tags: ['auth'] }, config: { rateLimit: perIp } },
    async (request) => {
      await resetPassword(db, request.body);
      return {
        success: true,
        message: 'Your password has been reset. Please sign in with your new password.',
      };
    },
  );
}

/**
 * PUBLIC_URL when configured. Otherwise the address the request came to: fine on one machine, but a forged
 * Host header could point the e-mailed link elsewhere, so production installs should set PUBLIC_URL.
 */
function linkBase(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

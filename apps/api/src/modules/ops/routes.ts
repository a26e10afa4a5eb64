import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInvitationSchema,
  accountStatusResponseSchema,
  accountsQuerySchema,
  changeOperatorPasswordSchema,
  okMessageResponseSchema,
  suspendAccountSchema,
  approveDocumentSchema,
  auditLogResponseSchema,
  auditQuerySchema,
  fileResponse,
  OPS_CONSOLE_MESSAGES,
  invitationCreatedResponseSchema,
  invitationTokenParams,
  invitationViewResponseSchema,
  inviteOperatorSchema,
  operatorAuthResponseSchema,
  operatorSignInSchema,
  opsAccountsResponseSchema,
  rejectDocumentSchema,
  reviewDocumentResponseSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { AppError } from '../../lib/app-error';
import { createLocalFileStorage } from '../../lib/file-storage';
import { idParams } from '../../lib/request-schemas';
import { authLimits } from '../auth/auth-limits';
import { issueSession } from '../auth/sessions';
import { createSignInGuard } from '../auth/sign-in-guard';
import { toPublicUser } from '../users/users-repository';
import { auditCsv, listAudit } from './audit-log';
import { findAccounts, type LatestInvoicesOf } from './find-accounts';
import { actorOf, requireOperator } from './operator-guard';
import { changeOperatorPassword } from './operator-password';
import { restoreAccount, suspendAccount } from './suspend-account';
import { acceptInvitation, inviteOperator, signInOperator, viewInvitation } from './operators';
import { listReviewQueue, operatorDocumentFile, reviewDocument } from './review-documents';

/**
 * The operations console's API (issue 33), under /api/ops: operator sign-in (password and TOTP) and
 * invitations, the audit log, and the review of partner documents. The payment routes stay under
 * /api/billing/ops (modules/payments) behind the same operator sign-in.
 */
export async function opsRoutes(
  app: FastifyInstance,
  {
    ctx,
    latestInvoicesOf,
  }: {
    ctx: Pick<Infrastructure, 'config' | 'db' | 'redis'>;
    /** The invoices an account search lists with a business (modules/billing). */
    latestInvoicesOf: LatestInvoicesOf;
  },
) {
  const { db, config } = ctx;
  const tags = ['ops'];
  const storage = createLocalFileStorage(config.uploadsDir);
  const { perIp, perEmail } = authLimits(ctx);
  const guard = createSignInGuard({ attackThreshold: config.signInAttackThreshold, redis: ctx.redis });
  const sessionDays = config.operators.sessionHours / 24;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Rate limited like every sign-in: per IP, per address, and the wrong-password hold of sign-in-guard.ts.
  r.post(
    '/auth/sign-in',
    {
      schema: { body: operatorSignInSchema, response: { 200: operatorAuthResponseSchema }, tags },
      config: { rateLimit: perIp },
      preHandler: perEmail,
    },
    async (request) => {
      const { email } = request.body;
      await guard.check(request.ip, email);
      let user;
      try {
        user = await signInOperator(db, request.body, config.passwordHash);
      } catch (err) {
        if (err instanceof AppError && err.code === 'unauthorized') await guard.failed(request.ip, email);
        throw err;
      }
      await guard.succeeded(request.ip, email);
      const { tokens, memberRole } = await issueSession(app, db, user, sessionDays);
      return { success: true as const, ...tokens, user: toPublicUser(user, memberRole) };
    },
  );

  r.get(
    '/invitations/:token',
    {
      schema: { params: invitationTokenParams, response: { 200: invitationViewResponseSchema }, tags },
      config: { rateLimit: perIp },
    },
    async (request) => ({ success: true as const, data: await viewInvitation(db, request.params.token) }),
  );
  r.post(
    '/invitations/:token/accept',
    {
      schema: {
        params: invitationTokenParams,
        body: acceptInvitationSchema,
        response: { 201: operatorAuthResponseSchema },
        tags,
      },
      config: { rateLimit: perIp },
    },
    async (request, reply) => {
      const user = await acceptInvitation(db, request.params.token, request.body, config.passwordHash);
      const { tokens, memberRole } = await issueSession(app, db, user, sessionDays);
      return reply
        .code(201)
        .send({ success: true as const, ...tokens, user: toPublicUser(user, memberRole) });
    },
  );

  await app.register(async (ops) => {
    requireOperator(ops, app, db);
    const o = ops.withTypeProvider<ZodTypeProvider>();

    o.post(
      '/invitations',
      { schema: { body: inviteOperatorSchema, response: { 201: invitationCreatedResponseSchema }, tags } },
      async (request, reply) => {
        const invitation = await inviteOperator(
          db,
          actorOf(request),
          request.body.email,
          config.linkBaseUrl,
          config.operators.invitationHours,
        );
        return reply.code(201).send({ success: true as const, data: { invitation } });
      },
    );

    o.get(
      '/audit',
      { schema: { querystring: auditQuerySchema, response: { 200: auditLogResponseSchema }, tags } },
      async (request) => ({ success: true as const, data: { entries: await listAudit(db, request.query) } }),
    );
    o.get(
      '/audit.csv',
      {
        schema: {
          querystring: auditQuerySchema.pick({ action: true, q: true }),
          response: { 200: fileResponse('text/csv', 'The audit log as CSV, oldest first') },
          tags,
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'attachment; filename="logisaathi-audit-log.csv"')
          .send(await auditCsv(db, request.query)),
    );

    o.get(
      '/accounts',
      { schema: { querystring: accountsQuerySchema, response: { 200: opsAccountsResponseSchema }, tags } },
      async (request) => ({
        success: true as const,
        data: { accounts: await findAccounts(db, latestInvoicesOf, request.query.q) },
      }),
    );

    for (const [path, act] of [
      ['suspend', suspendAccount],
      ['restore', restoreAccount],
    ] as const) {
      o.post(
        `/accounts/:id/${path}`,
        {
          schema: {
            params: idParams,
            body: suspendAccountSchema,
            response: { 200: accountStatusResponseSchema },
            tags,
          },
        },
        async (request) => ({
          success: true as const,
          data: { account: await act(db, actorOf(request), request.params.id, request.body.reason) },
        }),
      );
    }

    // Rate limited like a sign-in: the current password is checked here.
    o.post(
      '/auth/password',
      {
        schema: { body: changeOperatorPasswordSchema, response: { 200: okMessageResponseSchema }, tags },
        config: { rateLimit: perIp },
      },
      async (request) => {
        await changeOperatorPassword(
          db,
          actorOf(request),
          request.user.fam,
          request.body,
          config.passwordHash,
        );
        return { success: true as const, message: OPS_CONSOLE_MESSAGES.passwordChanged };
      },
    );

    o.get(
      '/documents',
      { schema: { querystring: reviewQueueQuerySchema, response: { 200: reviewQueueResponseSchema }, tags } },
      async (request) => ({
        success: true as const,
        data: { documents: await listReviewQueue(db, request.query) },
      }),
    );
    o.get(
      '/documents/:id/file',
      {
        schema: {
          params: idParams,
          response: {
            200: fileResponse('application/octet-stream', 'The stored document, with its own type'),
          },
          tags,
        },
      },
      async (request, reply) => {
        const { contentType, file } = await operatorDocumentFile(db, storage, request.params.id);
        // Inline, for the viewer; the type was read from the file's bytes at upload, and nosniff holds it there.
        return reply
          .header('content-type', contentType)
          .header('content-length', file.sizeBytes)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
          .header('content-disposition', 'inline')
          .send(file.body);
      },
    );
    o.post(
      '/documents/:id/approve',
      {
        schema: {
          params: idParams,
          body: approveDocumentSchema.nullish(),
          response: { 200: reviewDocumentResponseSchema },
          tags,
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          document: await reviewDocument(db, actorOf(request), request.params.id, {
            approve: true,
            note: request.body?.note,
          }),
        },
      }),
    );
    o.post(
      '/documents/:id/reject',
      {
        schema: {
          params: idParams,
          body: rejectDocumentSchema,
          response: { 200: reviewDocumentResponseSchema },
          tags,
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          document: await reviewDocument(db, actorOf(request), request.params.id, {
            approve: false,
            reason: request.body.reason,
          }),
        },
      }),
    );
  });
}

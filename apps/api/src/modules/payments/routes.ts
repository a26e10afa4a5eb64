import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingDocumentsResponseSchema,
  confirmPaymentRequestSchema,
  gatewayOrderResponseSchema,
  ID_MAX_LENGTH,
  invoicePaymentResponseSchema,
  opsPaymentsResponseSchema,
  partnerPayoutResponseSchema,
  partnerPayoutRequestSchema,
  paymentResponseSchema,
  rejectPaymentRequestSchema,
  submitUtrRequestSchema,
  webhookResponseSchema,
  creditNoteRequestSchema,
  creditNoteResponseSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { actingMember } from '../../plugins/auth';
import { recordMemberAction } from '../users/member-actions-repository';
import type { Db } from '../../db/client';
import { createLocalFileStorage } from '../../lib/file-storage';
import { idParams } from '../../lib/request-schemas';
import { isRowId } from '../../lib/row-id';
import { audited } from '../ops/audit-log';
import { actorOf, requireOperator } from '../ops/operator-guard';
import { creditInvoice } from '../billing/credit-invoice';
import { documentRateLimit } from '../../lib/documents/document-renderer';
import { pdfLanguageOf, pdfResponse, sendPdf } from '../billing/routes';
import { createGatewayOrder } from './create-gateway-order';
import { decidePayment } from './decide-payment';
import { getInvoicePayment } from './get-invoice-payment';
import { SIGNATURE_HEADER, WEBHOOK_BODY_MAX_BYTES } from './gateway';
import { handleGatewayWebhook } from './handle-gateway-webhook';
import { payFakeOrder } from './pay-fake-order';
import { listBillingDocuments } from './list-billing-documents';
import { listOperatorPayments } from './list-operator-payments';
import { findPayment } from '../billing/payments-repository';
import { createPaymentProvider } from './payment-provider';
import { recordPartnerPayout } from './partner-ledger';
import { receiptPdf } from './render-receipt';
import { submitUtr } from './submit-utr';

const orderParams = z.object({ orderId: z.string().max(ID_MAX_LENGTH) });

/**
 * Payments of tax invoices (issue 16), under /api/billing: the business's documents with what is paid and due,
 * its UPI payment (link, QR, UTR) and online checkout, receipts, the gateway's webhook, and the operator's
 * confirmation routes.
 */
export async function paymentRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'db' | 'documents'> },
) {
  const { db } = ctx;
  const { platform } = ctx.config;
  const printer = { documents: ctx.documents, storage: createLocalFileStorage(ctx.config.uploadsDir) };
  const provider = createPaymentProvider(platform.payments);
  const tags = ['payments'];

  await app.register(async (shipper) => {
    const s = shipper.withTypeProvider<ZodTypeProvider>();
    shipper.addHook('preHandler', app.authenticate);
    shipper.addHook('preHandler', app.requireRole('shipper'));

    // The local fake gateway's checkout (development and tests only; production refuses the fake): the signed-in
    // owner of the order pays exactly its amount (pay-fake-order.ts), and the web returns to Billing.
    if (provider.gateway?.fake) {
      s.post(
        '/fake-gateway/orders/:orderId/pay',
        { schema: { params: orderParams, response: { 200: webhookResponseSchema }, hide: true } },
        async (request) => ({
          success: true as const,
          data: await payFakeOrder(db, provider, request.log, request.user.sub, request.params.orderId),
        }),
      );
    }

    s.get(
      '/documents',
      { schema: { response: { 200: billingDocumentsResponseSchema }, tags: ['billing'] } },
      async (request) => ({
        success: true as const,
        data: await listBillingDocuments(db, request.user.sub),
      }),
    );

    s.get(
      '/invoices/:id/payment',
      { schema: { params: idParams, response: { 200: invoicePaymentResponseSchema }, tags } },
      async (request) => ({
        success: true as const,
        data: await getInvoicePayment(db, platform, provider, request.user.sub, request.params.id),
      }),
    );

    s.post(
      '/invoices/:id/payments',
      {
        schema: {
          params: idParams,
          body: submitUtrRequestSchema,
          response: { 201: paymentResponseSchema },
          tags,
        },
      },
      async (request, reply) => {
        const payment = await submitUtr(db, request.user.sub, request.params.id, request.body, (tx, number) =>
          recordMemberAction(tx, actingMember(request), 'invoice.utr', number),
        );
        return reply.code(201).send({ success: true as const, data: { payment } });
      },
    );

    s.post(
      '/invoices/:id/gateway-order',
      { schema: { params: idParams, response: { 200: gatewayOrderResponseSchema }, tags } },
      async (request) => ({
        success: true as const,
        data: await createGatewayOrder(db, provider, request.user.sub, request.params.id, (tx, number) =>
          recordMemberAction(tx, actingMember(request), 'invoice.checkout', number),
        ),
      }),
    );

    s.get(
      '/payments/:id/receipt/pdf',
      {
        schema: { params: idParams, response: { 200: pdfResponse }, tags },
        config: documentRateLimit(ctx.config.documents.perUserPerMinute),
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await receiptPdf(
            printer,
            db,
            platform,
            request.user.sub,
            request.params.id,
            pdfLanguageOf(request),
          ),
        ),
    );
  });

  // The gateway signs the raw body, so this route reads it as text (bounded) and parses it after the check.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const h = hook.withTypeProvider<ZodTypeProvider>();
    h.post(
      '/payments/webhook',
      {
        schema: {
          body: z.string().max(WEBHOOK_BODY_MAX_BYTES),
          response: { 200: webhookResponseSchema },
          tags,
        },
      },
      async (request) => {
        const signature = request.headers[SIGNATURE_HEADER];
        return {
          success: true as const,
          data: await handleGatewayWebhook(
            db,
            provider,
            request.log,
            request.body,
            typeof signature === 'string' ? signature : undefined,
          ),
        };
      },
    );
  });

  // The operator's routes (issue 33): an operator's sign-in (password and TOTP), each decision in the audit log.
  await app.register(async (ops) => {
    requireOperator(ops, app, db);
    const o = ops.withTypeProvider<ZodTypeProvider>();
    const paymentBefore = (id: string) => async (tx: Db) =>
      isRowId(id) ? ((await findPayment(tx, id))?.payment ?? null) : null;
    o.get('/ops/payments', { schema: { response: { 200: opsPaymentsResponseSchema }, tags } }, async () => ({
      success: true as const,
      data: { payments: await listOperatorPayments(db) },
    }));
    o.post(
      '/ops/payments/:id/confirm',
      {
        schema: {
          params: idParams,
          body: confirmPaymentRequestSchema.nullish(),
          response: { 200: paymentResponseSchema },
          tags,
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const payment = await audited(
          db,
          actor,
          {
            action: 'payment.confirmed',
            targetType: 'payment',
            targetId: request.params.id,
            before: paymentBefore(request.params.id),
          },
          (tx) => decidePayment(tx, request.params.id, { confirm: true, by: actor.email }),
        );
        return { success: true as const, data: { payment } };
      },
    );
    o.post(
      '/ops/payments/:id/reject',
      {
        schema: {
          params: idParams,
          body: rejectPaymentRequestSchema,
          response: { 200: paymentResponseSchema },
          tags,
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { reason } = request.body;
        const payment = await audited(
          db,
          actor,
          {
            action: 'payment.rejected',
            targetType: 'payment',
            targetId: request.params.id,
            reason,
            before: paymentBefore(request.params.id),
          },
          (tx) => decidePayment(tx, request.params.id, { confirm: false, by: actor.email, reason }),
        );
        return { success: true as const, data: { payment } };
      },
    );
    o.post(
      '/ops/invoices/:id/credit-notes',
      {
        schema: {
          params: idParams,
          body: creditNoteRequestSchema,
          response: { 201: creditNoteResponseSchema },
          tags,
        },
      },
      async (request, reply) => {
        const creditNote = await audited(
          db,
          actorOf(request),
          {
            action: 'credit-note.issued',
            targetType: 'invoice',
            targetId: request.params.id,
            reason: request.body.reason,
          },
          (tx) => creditInvoice(tx, request.params.id, request.body),
        );
        return reply.code(201).send({ success: true as const, data: { creditNote } });
      },
    );
    o.post(
      '/ops/partner-payouts',
      {
        schema: {
          body: partnerPayoutRequestSchema,
          response: {
            201: partnerPayoutResponseSchema,
          },
          tags,
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const ledger = await audited(
          db,
          actor,
          {
            action: 'payout.recorded',
            targetType: 'partner',
            targetId: request.body.partnerId,
            reason: `Payout ${request.body.reference}`,
          },
          (tx) => recordPartnerPayout(tx, { ...request.body, by: actor.email }),
          (result) => ({
            amountPaise: request.body.amountPaise,
            reference: request.body.reference,
            ledger: result,
          }),
        );
        return reply.code(201).send({ success: true as const, data: { ledger } });
      },
    );
  });
}

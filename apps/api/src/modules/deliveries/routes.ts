import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boundedText,
  createDeliverySchema,
  deliveryPlaceRefsShape,
  deliveryDeletedResponseSchema,
  deliveryListResponseSchema,
  deliveryResponseSchema,
  DELIVERY_STATUSES,
  deliveryStatusUpdateSchema,
  englishText,
  ID_MAX_LENGTH,
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  LIST_MAX_OFFSET,
  serverText,
  deliveryEditConflictResponseSchema,
  quoteConflictResponseSchema,
} from '@logisaathi/domain';
import { bodyCheckedByUseCase, idParams } from '../../lib/request-schemas';
import { englishOf } from '../../lib/texts';
import type { Infrastructure } from '../../lib/infrastructure';
import { actingMember } from '../../plugins/auth';
import { recordMemberAction } from '../users/member-actions-repository';
import { createAlertPings } from '../alerts/alert-pings';
import { QuoteConflictError } from '../quotes/bind-quote';
import { quoteDtoFor } from '../quotes/quote-dto';
import { changeDeliveryStatus, type ConsigneeCodeOf, type DeliveryInvoicer } from './change-delivery-status';
import { deleteUserDelivery, type AcceptedJobs } from './delete-delivery';
import { toDeliveryDto } from './delivery-dto';
import { deliveryContactShape, parseDeliveryRequest } from './delivery-request';
import { bookDelivery, type PoolIntake } from './book-delivery';
import type { GoodsInvoiceInsert } from './create-delivery';
import {
  findDeliveryByDeliveryId,
  findDeliveryForUser,
  deliveryRowIdOrNotFound,
} from './find-delivery-for-user';
import { DeliveryListCache } from './list-cache';
import { listUserDeliveries } from './list-deliveries';
import { prepareListVersionRead, type DeliveryRow } from './deliveries-repository';
import { updateUserDelivery, type SlotChanged } from './update-delivery';

export { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, LIST_MAX_OFFSET };
/** A schema's message travels as a string: its English is its key in the Hindi catalog's fixed sentences. */
const LIMIT_MESSAGE = englishText(serverText('list.limitRange', { max: LIST_MAX_LIMIT }));

const listQuery = z.object({
  status: z.enum(DELIVERY_STATUSES, { error: 'Status must be one of the delivery statuses' }).optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(LIST_MAX_LIMIT, LIMIT_MESSAGE)
    .default(LIST_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: 'Offset must be a whole number of at least 0' })
    .int('Offset must be a whole number of at least 0')
    .min(0, 'Offset must be a whole number of at least 0')
    .max(LIST_MAX_OFFSET, englishText(serverText('list.offsetAtMost', { max: LIST_MAX_OFFSET })))
    .default(0),
});
const statusBody = deliveryStatusUpdateSchema.extend({
  note: boundedText(500, 'Note must be at most 500 characters').optional(),
});
/** Create and edit bodies are checked in the use-case path with a schema built at request time (the date and slot rules follow the clock). */
const NOT_AN_OBJECT = 'Send the delivery as a JSON object';
const deliveryBodySchema = createDeliverySchema(new Date()).and(
  z.object({ ...deliveryContactShape, ...deliveryPlaceRefsShape }),
);
const createBody = bodyCheckedByUseCase(deliveryBodySchema, NOT_AN_OBJECT);
const editBody = bodyCheckedByUseCase(deliveryBodySchema, NOT_AN_OBJECT, { partial: true });

/**
 * What the deliveries routes use: the infrastructure they name, and the ports of the modules above them that a
 * booking or a status change hands work to (app.ts wires them).
 */
export interface DeliveriesRoutesDeps extends Pick<Infrastructure, 'config' | 'db' | 'geo'> {
  /** The shared-truck pool takes pooled and shared-truck bookings (modules/shared-trucks). */
  poolIntake: PoolIntake;
  /** Truck partners are offered a new regular delivery in the background (modules/dispatch). */
  partnerDispatch: { deliveryCreated(row: DeliveryRow): void };
  /** Issues a delivered delivery's tax invoice (modules/billing). */
  invoiceDelivered: DeliveryInvoicer;
  /** The consignee's delivery code an owner's proof is checked against (modules/tracking). */
  consigneeCodeOf: ConsigneeCodeOf;
  /** A booking's goods invoice, stored in the booking's statement (modules/eway-bills). */
  goodsInvoiceInsert: GoodsInvoiceInsert;
}

export async function deliveriesRoutes(
  app: FastifyInstance,
  {
    ctx,
    acceptedJobs,
    slotChanged,
  }: { ctx: DeliveriesRoutesDeps; acceptedJobs: AcceptedJobs; slotChanged: SlotChanged },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, geo } = ctx;
  const alertPings = createAlertPings(db, (err) => app.log.warn({ err }, 'alert ping not sent'));
  app.addHook('onClose', () => alertPings.settled());
  app.addHook('preHandler', app.authenticate);
  // Shipper-only: a truck partner's account carries deliveries, it does not book them.
  app.addHook('preHandler', app.requireRole('shipper'));
  const tags = ['deliveries'];

  r.post(
    '/',
    {
      schema: {
        body: createBody,
        // The 409 is the quote contract (packages/domain quotes.ts): the quote could not bind.
        response: { 201: deliveryResponseSchema, 409: quoteConflictResponseSchema },
        tags,
      },
    },
    async (request, reply) => {
      const now = new Date();
      const input = parseDeliveryRequest(request.body, now);
      try {
        const row = await bookDelivery(
          {
            db,
            geo,
            alertPings,
            log: request.log,
            pool: ctx.poolIntake,
            dispatch: ctx.partnerDispatch,
            quoteValidityMs: ctx.config.quoteValidityMs,
            actor: actingMember(request),
            goodsInvoiceInsert: ctx.goodsInvoiceInsert,
          },
          request.user.sub,
          input,
          now,
        );
        return reply
          .code(201)
          .send({ success: true as const, data: { delivery: toDeliveryDto(row, request.language) } });
      } catch (err) {
        // The quote could not bind: nothing was created; the fresh quote goes back for the user to confirm.
        if (!(err instanceof QuoteConflictError)) throw err;
        return reply.code(409).send({
          success: false as const,
          message: err.message,
          errors: err.errors.map((e) => ({ field: e.field, msg: englishOf(e.msg) })),
          quote: await quoteDtoFor(ctx.db, ctx.config.platform, err.quote),
        });
      }
    },
  );

  // Pages are served from the per-process cache while the user's list version says they are current
  // (list-cache.ts); the version is read before the page, so a cached page is never older than its version.
  const listCache = new DeliveryListCache();
  const readListVersion = prepareListVersionRead(db);
  r.get(
    '/',
    { schema: { querystring: listQuery, response: { 200: deliveryListResponseSchema }, tags } },
    async (request, reply) => {
      const key = { userId: request.user.sub, ...request.query };
      const version = await readListVersion(key.userId);
      let body = listCache.get(key, version);
      if (body === undefined) {
        const { rows, total } = await listUserDeliveries(db, key.userId, request.query);
        const { limit, offset } = request.query;
        // Sent as text, so not through the route's serialiser: checked against the same schema here.
        const json = JSON.stringify(
          deliveryListResponseSchema.parse({
            success: true as const,
            data: { deliveries: rows.map((row) => toDeliveryDto(row)), pagination: { total, limit, offset } },
          }),
        );
        body = listCache.set(key, version, json);
      }
      // The cached page is the JSON text of a deliveryListResponseSchema answer (checked above when built).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  r.get(
    '/by-delivery-id/:deliveryId',
    {
      schema: {
        params: z.object({ deliveryId: z.string().max(ID_MAX_LENGTH) }),
        response: { 200: deliveryResponseSchema },
        tags,
      },
    },
    async (request) => {
      const row = await findDeliveryByDeliveryId(db, request.user.sub, request.params.deliveryId);
      return { success: true as const, data: { delivery: toDeliveryDto(row, request.language) } };
    },
  );

  r.get(
    '/:id',
    { schema: { params: idParams, response: { 200: deliveryResponseSchema }, tags } },
    async (request) => {
      const row = await findDeliveryForUser(db, request.user.sub, request.params.id);
      return { success: true as const, data: { delivery: toDeliveryDto(row, request.language) } };
    },
  );

  r.put(
    '/:id',
    {
      schema: {
        params: idParams,
        body: editBody,
        // 409: the edit changes the price and needs a confirmed quote (with the fresh one), or it cannot apply.
        response: { 200: deliveryResponseSchema, 409: deliveryEditConflictResponseSchema },
        tags,
      },
    },
    async (request, reply) => {
      try {
        const row = await updateUserDelivery(
          { db, geo, slotChanged, quoteValidityMs: ctx.config.quoteValidityMs },
          request.user.sub,
          deliveryRowIdOrNotFound(request.params.id),
          request.body,
          new Date(),
        );
        return reply
          .code(200)
          .send({ success: true as const, data: { delivery: toDeliveryDto(row, request.language) } });
      } catch (err) {
        // Nothing was saved; the fresh quote for the edited inputs goes back for the user to confirm.
        if (!(err instanceof QuoteConflictError)) throw err;
        return reply.code(409).send({
          success: false as const,
          message: err.message,
          errors: err.errors.map((e) => ({ field: e.field, msg: englishOf(e.msg) })),
          quote: await quoteDtoFor(ctx.db, ctx.config.platform, err.quote),
        });
      }
    },
  );

  r.delete(
    '/:id',
    { schema: { params: idParams, response: { 200: deliveryDeletedResponseSchema }, tags } },
    async (request) => {
      const { deliveryId } = await deleteUserDelivery(
        db,
        acceptedJobs,
        request.user.sub,
        deliveryRowIdOrNotFound(request.params.id),
        (tx, removed) => recordMemberAction(tx, actingMember(request), 'delivery.cancelled', removed),
      );
      return { success: true as const, data: { _id: request.params.id, deliveryId } };
    },
  );

  r.put(
    '/:id/status',
    { schema: { params: idParams, body: statusBody, response: { 200: deliveryResponseSchema }, tags } },
    async (request) => {
      const row = await changeDeliveryStatus(db, {
        deliveryRowId: deliveryRowIdOrNotFound(request.params.id),
        userId: request.user.sub,
        to: request.body.status,
        note: request.body.note ?? null,
        issueInvoice: ctx.invoiceDelivered,
        consigneeCodeOf: ctx.consigneeCodeOf,
        proof: {
          code: request.body.code,
          reason: request.body.reason,
          markedByOwner: request.body.markedByOwner,
        },
        // Who cancelled (issue 37), in the cancellation's own transaction.
        afterChange: async (tx, changed) => {
          if (changed.status === 'Cancelled')
            await recordMemberAction(tx, actingMember(request), 'delivery.cancelled', changed.deliveryId);
        },
      });
      return { success: true as const, data: { delivery: toDeliveryDto(row, request.language) } };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ewayBillResponseSchema as viewResponse,
  ewbBulkFileResponseSchema,
  ewbNumberSchema,
  ewbVehicleUpdateFileResponseSchema,
  ewbVehicleUpdateInputSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { idParams } from '../../lib/request-schemas';
import { bulkFileFor, vehicleUpdateFileFor } from './eway-bill-files';
import { ewayBillView, requireEwayBillRecord } from './eway-bill-view';
import { confirmVehicleUpdate } from './confirm-vehicle-update';
import { recordEwbNumber } from './record-ewb-number';
import type { EwayBillFacts } from './eway-bills-repository';
import { deliveryRowIdOrNotFound } from '../deliveries/find-delivery-for-user';

/**
 * E-way bills of a shipper's deliveries (issue 16), under /api/deliveries/:id/eway-bill. Every route finds the
 * delivery among the caller's own (another business's id answers 404).
 */
export async function ewayBillsRoutes(
  app: FastifyInstance,
  {
    ctx,
    ewayBillFacts: facts,
  }: {
    ctx: Pick<Infrastructure, 'config' | 'db'>;
    /** The own driver's vehicle and the consignment note a bill reads (modules/tracking's, from their owners). */
    ewayBillFacts: EwayBillFacts;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireRole('shipper'));
  const tags = ['e-way bills'];
  const view = async (record: Awaited<ReturnType<typeof requireEwayBillRecord>>) => ({
    success: true as const,
    data: { ewayBill: await ewayBillView(db, facts, record, ctx.config.platform) },
  });

  r.get(
    '/:id/eway-bill',
    { schema: { params: idParams, response: { 200: viewResponse }, tags } },
    async (request) =>
      view(await requireEwayBillRecord(db, request.user.sub, deliveryRowIdOrNotFound(request.params.id))),
  );

  r.get(
    '/:id/eway-bill/bulk.json',
    { schema: { params: idParams, response: { 200: ewbBulkFileResponseSchema }, tags } },
    async (request, reply) => {
      const record = await requireEwayBillRecord(
        db,
        request.user.sub,
        deliveryRowIdOrNotFound(request.params.id),
      );
      const file = await bulkFileFor(db, facts, record, ctx.config.platform);
      // Sent as the text bulkFileFor wrote (amounts with exactly two decimals, which re-serialising would
      // shorten: 60000.00 -> 60000); the response schema documents the shape the text has.
      return reply
        .header('content-disposition', `attachment; filename="eway-bill-${record.delivery.deliveryId}.json"`)
        .header('cache-control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .serializer((text: string) => text)
        .send(file as unknown as z.infer<typeof ewbBulkFileResponseSchema>);
    },
  );

  r.put(
    '/:id/eway-bill/number',
    { schema: { params: idParams, body: ewbNumberSchema(), response: { 200: viewResponse }, tags } },
    async (request) =>
      view(
        await recordEwbNumber(
          db,
          facts,
          request.user.sub,
          deliveryRowIdOrNotFound(request.params.id),
          request.body,
          new Date(),
        ),
      ),
  );

  r.get(
    '/:id/eway-bill/vehicle-update.json',
    { schema: { params: idParams, response: { 200: ewbVehicleUpdateFileResponseSchema }, tags } },
    async (request, reply) => {
      const record = await requireEwayBillRecord(
        db,
        request.user.sub,
        deliveryRowIdOrNotFound(request.params.id),
      );
      const { file } = await vehicleUpdateFileFor(db, facts, record);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="eway-bill-vehicle-${record.delivery.deliveryId}.json"`,
        )
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  r.post(
    '/:id/eway-bill/vehicle-update',
    {
      schema: { params: idParams, body: ewbVehicleUpdateInputSchema, response: { 200: viewResponse }, tags },
    },
    async (request) =>
      view(
        await confirmVehicleUpdate(
          db,
          facts,
          request.user.sub,
          deliveryRowIdOrNotFound(request.params.id),
          request.body.vehicleNo,
          new Date(),
        ),
      ),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ewayBillViewSchema,
  ewbNumberSchema,
  NIC_BULK_VERSION,
  normalizeRegistrationNumber,
} from '@logisaathi/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { idParams } from '../../lib/request-schemas';
import { bulkFileFor, vehicleUpdateFileFor } from './eway-bill-files';
import { ewayBillView, requireEwayBillRecord } from './eway-bill-view';
import { confirmVehicleUpdate, recordEwbNumber } from './record-ewb-number';

const viewResponse = z.object({ success: z.literal(true), data: z.object({ ewayBill: ewayBillViewSchema }) });
/** The files as the portal reads them; their full contracts are the JSON Schemas in packages/domain/src/eway-bill. */
const bulkFileResponse = z.object({
  version: z.literal(NIC_BULK_VERSION),
  billLists: z.array(z.record(z.string(), z.unknown())),
});
const vehicleUpdateFileResponse = z.object({
  version: z.literal(NIC_BULK_VERSION),
  vehUpdtList: z.array(z.record(z.string(), z.unknown())),
});
const VEHICLE_TEXT_MAX = 20;
const vehicleUpdateBody = z.object({
  vehicleNo: z
    .string({ error: 'Vehicle number is required' })
    .max(VEHICLE_TEXT_MAX, 'Vehicle number must be at most 20 characters')
    .transform(normalizeRegistrationNumber),
});
export const VEHICLE_CHANGED_AGAIN =
  'The assigned truck has changed since that file was made: download the vehicle update again';

/**
 * E-way bills of a shipper's deliveries (issue 16), under /api/deliveries/:id/eway-bill. Every route finds the
 * delivery among the caller's own (another business's id answers 404).
 */
export async function ewayBillsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireRole('shipper'));
  const tags = ['e-way bills'];
  const view = async (record: Awaited<ReturnType<typeof requireEwayBillRecord>>) => ({
    success: true as const,
    data: { ewayBill: await ewayBillView(db, record) },
  });

  r.get(
    '/:id/eway-bill',
    { schema: { params: idParams, response: { 200: viewResponse }, tags } },
    async (request) => view(await requireEwayBillRecord(db, request.user.sub, request.params.id)),
  );

  r.get(
    '/:id/eway-bill/bulk.json',
    { schema: { params: idParams, response: { 200: bulkFileResponse }, tags } },
    async (request, reply) => {
      const record = await requireEwayBillRecord(db, request.user.sub, request.params.id);
      const file = await bulkFileFor(db, record);
      return reply
        .header('content-disposition', `attachment; filename="eway-bill-${record.delivery.deliveryId}.json"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  r.put(
    '/:id/eway-bill/number',
    { schema: { params: idParams, body: ewbNumberSchema(), response: { 200: viewResponse }, tags } },
    async (request) =>
      view(await recordEwbNumber(db, request.user.sub, request.params.id, request.body, new Date())),
  );

  r.get(
    '/:id/eway-bill/vehicle-update.json',
    { schema: { params: idParams, response: { 200: vehicleUpdateFileResponse }, tags } },
    async (request, reply) => {
      const record = await requireEwayBillRecord(db, request.user.sub, request.params.id);
      const { file } = await vehicleUpdateFileFor(db, record);
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
    { schema: { params: idParams, body: vehicleUpdateBody, response: { 200: viewResponse }, tags } },
    async (request) => {
      const record = await requireEwayBillRecord(db, request.user.sub, request.params.id);
      const { vehicleNo } = await vehicleUpdateFileFor(db, record);
      if (vehicleNo !== request.body.vehicleNo) throw new AppError('conflict', VEHICLE_CHANGED_AGAIN);
      return view(await confirmVehicleUpdate(db, request.user.sub, request.params.id, vehicleNo, new Date()));
    },
  );
}

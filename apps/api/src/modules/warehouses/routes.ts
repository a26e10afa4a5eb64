import {
  bookingListResponseSchema,
  bookingQuoteResponseSchema,
  bookingResponseSchema,
  warehouseDetailResponseSchema,
  warehouseResponseSchema,
  warehouseSearchResponseSchema,
} from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Infrastructure } from '../../lib/infrastructure';
import { bookWarehouseSpace } from './book-warehouse-space';
import { cancelBooking } from './cancel-booking';
import { createWarehouse } from './create-warehouse';
import { listingInLanguage } from './demo-catalogue-hi';
import { getWarehouse } from './get-warehouse';
import { listMyBookings } from './list-my-bookings';
import { createCatalogueCache } from './catalogue-cache';
import { createPlaceGeocoder } from './place-geocoder';
import { quoteBooking } from './quote-booking';
import {
  bookingIdParams,
  bookRequestSchema,
  idParams,
  locationQuerySchema,
  quoteQuerySchema,
  searchQuerySchema,
  warehouseListingSchema,
} from './schemas';
import { originIn, type LatestPickup, type OriginSources } from './resolve-origin';
import { searchWarehouses } from './search-warehouses';
import { updateWarehouse } from './update-warehouse';

/** Spec section 7 `/micro-warehouses` calls, plus quotes, cancellation and operators' listings. */
export async function warehousesRoutes(
  app: FastifyInstance,
  {
    ctx,
    latestPickup,
  }: {
    ctx: Pick<Infrastructure, 'database' | 'db' | 'geo'>;
    /** Distances default to the user's latest pickup (deliveries' `latestPickupOf`, handed in by app.ts). */
    latestPickup: LatestPickup;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const catalogue = await createCatalogueCache(db, ctx.database);
  app.addHook('onClose', () => catalogue.close());
  const geocode = createPlaceGeocoder(catalogue, ctx.geo);
  const origins: OriginSources = { geocode, latestPickup };
  const tags = ['micro-warehouses'];
  app.addHook('preHandler', app.authenticate);

  r.get(
    '/',
    { schema: { querystring: searchQuerySchema, response: { 200: warehouseSearchResponseSchema }, tags } },
    async (request) => {
      const data = await searchWarehouses(
        db,
        catalogue,
        origins,
        request.user.sub,
        request.query,
        new Date(),
      );
      const warehouses = data.warehouses.map((w) => listingInLanguage(w, request.language));
      return { success: true as const, data: originIn(request.language, { ...data, warehouses }) };
    },
  );

  r.get('/bookings', { schema: { response: { 200: bookingListResponseSchema }, tags } }, async (request) => {
    const bookings = await listMyBookings(db, request.user.sub, new Date());
    return { success: true as const, data: { bookings } };
  });

  r.post(
    '/book',
    {
      preHandler: app.requireRole('shipper'),
      schema: { body: bookRequestSchema, response: { 201: bookingResponseSchema }, tags },
    },
    async (request, reply) => {
      const booking = await bookWarehouseSpace(db, catalogue, request.user.sub, request.body, new Date());
      return reply.code(201).send({ success: true as const, data: { booking } });
    },
  );

  r.post(
    '/bookings/:id/cancel',
    { schema: { params: bookingIdParams, response: { 200: bookingResponseSchema }, tags } },
    async (request) => {
      const booking = await cancelBooking(db, catalogue, request.user.sub, request.params.id, new Date());
      return { success: true as const, data: { booking } };
    },
  );

  r.post(
    '/',
    { schema: { body: warehouseListingSchema, response: { 201: warehouseResponseSchema }, tags } },
    async (request, reply) => {
      const warehouse = await createWarehouse(db, catalogue, geocode, request.user.sub, request.body);
      return reply.code(201).send({ success: true as const, data: { warehouse } });
    },
  );

  r.get(
    '/:id',
    {
      schema: {
        params: idParams,
        querystring: locationQuerySchema,
        response: { 200: warehouseDetailResponseSchema },
        tags,
      },
    },
    async (request) => {
      const data = await getWarehouse(
        db,
        origins,
        request.user.sub,
        request.params.id,
        request.query,
        new Date(),
      );
      const warehouse = listingInLanguage(data.warehouse, request.language);
      return { success: true as const, data: originIn(request.language, { ...data, warehouse }) };
    },
  );

  r.get(
    '/:id/quote',
    {
      schema: {
        params: idParams,
        querystring: quoteQuerySchema,
        response: { 200: bookingQuoteResponseSchema },
        tags,
      },
    },
    async (request) => {
      const quote = await quoteBooking(db, request.params.id, request.query, new Date());
      return { success: true as const, data: { quote } };
    },
  );

  r.put(
    '/:id',
    {
      schema: {
        params: idParams,
        body: warehouseListingSchema,
        response: { 200: warehouseResponseSchema },
        tags,
      },
    },
    async (request) => {
      const warehouse = await updateWarehouse(
        db,
        catalogue,
        geocode,
        request.user.sub,
        request.params.id,
        request.body,
        new Date(),
      );
      return { success: true as const, data: { warehouse } };
    },
  );
}

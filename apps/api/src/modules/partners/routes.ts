import { documentStorageResponseSchema, fileResponse } from '@logisaathi/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  okMessageResponseSchema,
  availabilityInputSchema,
  documentResponseSchema,
  documentUploadFieldsSchema,
  driverInputSchema,
  driverListResponseSchema,
  driverResponseSchema,
  pairDriverInputSchema,
  PARTNER_DOCUMENT_MAX_BYTES,
  partnerProfileResponseSchema,
  partnerRegisterSchema,
  partnerSettingsInputSchema,
  vehicleInputSchema,
  vehicleListResponseSchema,
  vehicleResponseSchema,
} from '@logisaathi/domain';
import type { Infrastructure } from '../../lib/infrastructure';
import { AppError } from '../../lib/app-error';
import { createLocalFileStorage } from '../../lib/file-storage';
import { documentStorageUsage } from '../users/storage-quota';
import { readMultipartForm } from '../../lib/read-multipart-form';
import { parseOrFail } from '../../lib/validate';
import { bodyCheckedByUseCase, idParams } from '../../lib/request-schemas';
import { authLimits } from '../auth/auth-limits';
import { issueSession } from '../auth/sessions';
import { toPublicUser } from '../users/users-repository';
import { findMembership } from '../users/organisations-repository';
import { NO_FILE_MESSAGE } from '../users/read-upload';
import { requireVehicle } from './find-partner';
import {
  getFleetDriver,
  getFleetVehicle,
  getPartnerProfile,
  listFleetDrivers,
  listFleetVehicles,
} from './list-fleet';
import { pairDriver } from './pair-driver';
import { partnerDocumentBytes } from './partners-repository';
import { toPartnerDocumentDto } from './partner-dto';
import { registerPartner } from './register-partner';
import { deleteDriver, deleteVehicle } from './remove-fleet-member';
import { addDriver, editDriver } from './save-driver';
import { addVehicle, editVehicle } from './save-vehicle';
import { setAvailability, updateSettings } from './set-availability';
import { downloadPartnerDocument, uploadPartnerDocument } from './upload-partner-document';

// The driver's licence expiry is judged against the clock, so the use-case checks the body when it runs.
const driverBody = bodyCheckedByUseCase(driverInputSchema(new Date()), 'Send a JSON object');

/**
 * Truck partners (issue 14): sign-up, profile and settings, vehicles, drivers, pairing, documents and
 * availability. Every route but sign-up is for partner accounts only (403 to shippers), and every record is
 * looked up within the caller's own fleet (404 otherwise).
 */
export async function partnersRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'db' | 'geo' | 'redis'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, geo } = ctx;
  const storage = createLocalFileStorage(config.uploadsDir);
  await app.register(fastifyMultipart, {
    limits: { fileSize: PARTNER_DOCUMENT_MAX_BYTES, files: 4, fields: 8, parts: 12 },
  });
  const tags = ['partners'];
  const partner = { preHandler: [app.authenticate, app.requireRole('partner')] };
  const { perIp, perEmail } = authLimits(ctx);

  r.post(
    '/register',
    {
      schema: { body: partnerRegisterSchema, response: { 201: authResponseSchema }, tags },
      config: { rateLimit: perIp },
      preHandler: perEmail,
    },
    async (request, reply) => {
      const user = await registerPartner(db, request.body, config.passwordHash, request.language);
      const { tokens, memberRole } = await issueSession(app, db, user, config.refreshTokenTtlDays);
      return reply
        .code(201)
        .send({ success: true as const, ...tokens, user: toPublicUser(user, memberRole) });
    },
  );

  r.get(
    '/me',
    { ...partner, schema: { response: { 200: partnerProfileResponseSchema }, tags } },
    async (request) => {
      return {
        success: true as const,
        data: { partner: await getPartnerProfile(db, request.user.sub, new Date()) },
      };
    },
  );

  r.put(
    '/settings',
    {
      ...partner,
      schema: { body: partnerSettingsInputSchema, response: { 200: partnerProfileResponseSchema }, tags },
    },
    async (request) => {
      await updateSettings(db, geo, request.user.sub, request.body);
      return {
        success: true as const,
        data: { partner: await getPartnerProfile(db, request.user.sub, new Date()) },
      };
    },
  );

  // Vehicles
  r.get(
    '/vehicles',
    { ...partner, schema: { response: { 200: vehicleListResponseSchema }, tags } },
    async (request) => {
      const vehicles = await listFleetVehicles(db, request.user.sub, new Date());
      // A fleet's driver signed in (issue 37) sees only the vehicles they drive: their home shares its position.
      const member = request.member;
      if (member?.role !== 'driver') return { success: true as const, data: { vehicles } };
      const driverId = (await findMembership(db, member.userId))?.driverId ?? null;
      return {
        success: true as const,
        data: { vehicles: vehicles.filter((v) => driverId !== null && v.driver?.id === driverId) },
      };
    },
  );

  r.post(
    '/vehicles',
    { ...partner, schema: { body: vehicleInputSchema, response: { 201: vehicleResponseSchema }, tags } },
    async (request, reply) => {
      const row = await addVehicle(db, request.user.sub, request.body);
      const vehicle = await getFleetVehicle(db, request.user.sub, row, new Date());
      return reply.code(201).send({ success: true as const, data: { vehicle } });
    },
  );

  r.get(
    '/vehicles/:id',
    { ...partner, schema: { params: idParams, response: { 200: vehicleResponseSchema }, tags } },
    async (request) => {
      const row = await requireVehicle(db, request.user.sub, request.params.id);
      return {
        success: true as const,
        data: { vehicle: await getFleetVehicle(db, request.user.sub, row, new Date()) },
      };
    },
  );

  r.put(
    '/vehicles/:id',
    {
      ...partner,
      schema: { params: idParams, body: vehicleInputSchema, response: { 200: vehicleResponseSchema }, tags },
    },
    async (request) => {
      const row = await editVehicle(db, request.user.sub, request.params.id, request.body);
      return {
        success: true as const,
        data: { vehicle: await getFleetVehicle(db, request.user.sub, row, new Date()) },
      };
    },
  );

  r.delete(
    '/vehicles/:id',
    { ...partner, schema: { params: idParams, response: { 200: okMessageResponseSchema }, tags } },
    async (request) => {
      await deleteVehicle(db, storage, request.user.sub, request.params.id);
      return { success: true as const, message: 'Vehicle removed' };
    },
  );

  r.put(
    '/vehicles/:id/driver',
    {
      ...partner,
      schema: {
        params: idParams,
        body: pairDriverInputSchema,
        response: { 200: vehicleResponseSchema },
        tags,
      },
    },
    async (request) => {
      const now = new Date();
      const row = await pairDriver(db, request.user.sub, request.params.id, request.body.driverId, now);
      return {
        success: true as const,
        data: { vehicle: await getFleetVehicle(db, request.user.sub, row, now) },
      };
    },
  );

  r.put(
    '/vehicles/:id/availability',
    {
      ...partner,
      schema: {
        params: idParams,
        body: availabilityInputSchema,
        response: { 200: vehicleResponseSchema },
        tags,
      },
    },
    async (request) => {
      const now = new Date();
      const row = await setAvailability(db, request.user.sub, request.params.id, request.body.online, now);
      return {
        success: true as const,
        data: { vehicle: await getFleetVehicle(db, request.user.sub, row, now) },
      };
    },
  );

  // Drivers
  r.get(
    '/drivers',
    { ...partner, schema: { response: { 200: driverListResponseSchema }, tags } },
    async (request) => {
      return {
        success: true as const,
        data: { drivers: await listFleetDrivers(db, request.user.sub, new Date()) },
      };
    },
  );

  r.post(
    '/drivers',
    { ...partner, schema: { body: driverBody, response: { 201: driverResponseSchema }, tags } },
    async (request, reply) => {
      const now = new Date();
      const input = parseOrFail(driverInputSchema(now), request.body);
      const row = await addDriver(db, request.user.sub, input);
      return reply.code(201).send({
        success: true as const,
        data: { driver: await getFleetDriver(db, request.user.sub, row.id, now) },
      });
    },
  );

  r.put(
    '/drivers/:id',
    {
      ...partner,
      schema: { params: idParams, body: driverBody, response: { 200: driverResponseSchema }, tags },
    },
    async (request) => {
      const now = new Date();
      const input = parseOrFail(driverInputSchema(now), request.body);
      const row = await editDriver(db, request.user.sub, request.params.id, input, now);
      return {
        success: true as const,
        data: { driver: await getFleetDriver(db, request.user.sub, row.id, now) },
      };
    },
  );

  r.delete(
    '/drivers/:id',
    { ...partner, schema: { params: idParams, response: { 200: okMessageResponseSchema }, tags } },
    async (request) => {
      await deleteDriver(db, storage, request.user.sub, request.params.id);
      return { success: true as const, message: 'Driver removed' };
    },
  );

  // Documents: multipart with 'kind', 'expiresOn' and one 'file'.
  const uploadTo = (owner: 'vehicle' | 'driver') =>
    r.post(
      `/${owner}s/:id/documents`,
      {
        ...partner,
        schema: {
          params: idParams,
          response: { 201: documentResponseSchema },
          tags,
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        const now = new Date();
        const form = await readMultipartForm(request, {
          fileFields: ['file'],
          maxFiles: 1,
          maxFileBytes: PARTNER_DOCUMENT_MAX_BYTES,
          maxFields: 4,
        });
        const fields = parseOrFail(documentUploadFieldsSchema(now), form.fields);
        const file = form.files[0];
        if (!file) throw AppError.validation('file', NO_FILE_MESSAGE);
        const row = await uploadPartnerDocument(
          db,
          storage,
          request.user.sub,
          owner === 'vehicle' ? { vehicleId: request.params.id } : { driverId: request.params.id },
          fields,
          { fileName: file.fileName, data: file.data },
          config.uploads,
        );
        return reply
          .code(201)
          .send({ success: true as const, data: { document: toPartnerDocumentDto(row, now) } });
      },
    );
  uploadTo('vehicle');
  uploadTo('driver');

  r.get(
    '/documents/storage',
    { ...partner, schema: { response: { 200: documentStorageResponseSchema }, tags } },
    async (request) => ({
      success: true as const,
      data: {
        storage: await documentStorageUsage(db, request.user.sub, {
          ...config.uploads,
          bytesElsewhere: partnerDocumentBytes,
        }),
      },
    }),
  );

  r.get(
    '/documents/:id/file',
    {
      ...partner,
      schema: {
        params: idParams,
        response: {
          200: fileResponse('application/octet-stream', 'The stored document, with its own content type'),
        },
        tags,
      },
    },
    async (request, reply) => {
      const { document, file, downloadName } = await downloadPartnerDocument(
        db,
        storage,
        request.user.sub,
        request.params.id,
      );
      return reply
        .header('content-type', document.contentType)
        .header('content-length', file.sizeBytes)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`)
        .send(file.body);
    },
  );
}

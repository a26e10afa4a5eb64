import { assignDriverBody, driverStatusBody } from '@logisaathi/domain';
import {
  assignedDriverResponseSchema,
  driverJobResponseSchema,
  fileResponse,
  positionAcceptedResponseSchema,
  publicTrackingResponseSchema,
  trackingResponseSchema,
} from '@logisaathi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Infrastructure } from '../../lib/infrastructure';
import { AppError } from '../../lib/app-error';
import { idParams } from '../../lib/request-schemas';
import { TOKEN_MAX_LENGTH } from '@logisaathi/domain';
import { assignDriver } from './assign-driver';
import { createEtaEstimator } from './estimate-eta';
import { getDeliveryTracking } from './get-delivery-tracking';
import { getDriverJob } from './get-driver-job';
import { getPublicTracking, publicTrackingIn } from './get-public-tracking';
import { ingestPosition } from './ingest-position';
import { parseOsmandFix } from './parse-osmand-fix';
import { parseFixTimestamp } from './position-rules';
import { streamDeliveryEvents } from './stream-delivery-events';
import type { TrackingDeps } from './tracking-deps';
import { browserFixBody, osmandParams } from './tracking-schemas';
import { unassignDriver } from './unassign-driver';
import { updateDriverStatus } from './update-driver-status';
import { deliveryRowIdOrNotFound } from '../deliveries/find-delivery-for-user';

const FORM_BODY_LIMIT_BYTES = 16 * 1024;

const tokenParams = z.object({ token: z.string().max(TOKEN_MAX_LENGTH) });

/** Live tracking (issue 9). Registered under /api with no prefix, so paths are written out in full. */
/** OsmAnd answers 200 with an empty body, as Traccar servers do. */
const osmandAnswer = fileResponse('text/plain', 'Empty: the fix was read');

export async function trackingRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Pick<Infrastructure, 'config' | 'db' | 'geo' | 'streams' | 'events'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { events } = ctx;
  const deps: TrackingDeps = {
    db: ctx.db,
    events,
    estimateEta: createEtaEstimator(ctx.geo),
    platform: ctx.config.platform,
  };

  // Tracker apps post OsmAnd fixes as a form; only this module's routes accept that content type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const owner = { preHandler: app.authenticate };
  const tags = ['tracking'];

  r.get(
    '/deliveries/:id/tracking',
    { ...owner, schema: { params: idParams, response: { 200: trackingResponseSchema }, tags } },
    async (request) => {
      const data = await getDeliveryTracking(
        deps,
        request.user.sub,
        deliveryRowIdOrNotFound(request.params.id),
        new Date(),
      );
      return { success: true as const, data };
    },
  );

  r.post(
    '/deliveries/:id/driver',
    {
      ...owner,
      schema: {
        params: idParams,
        body: assignDriverBody,
        response: { 201: assignedDriverResponseSchema },
        tags,
      },
    },
    async (request, reply) => {
      const data = await assignDriver(
        deps,
        request.user.sub,
        deliveryRowIdOrNotFound(request.params.id),
        request.body,
        new Date(),
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );

  r.delete(
    '/deliveries/:id/driver',
    { ...owner, schema: { params: idParams, response: { 200: trackingResponseSchema }, tags } },
    async (request) => {
      const data = await unassignDriver(
        deps,
        request.user.sub,
        deliveryRowIdOrNotFound(request.params.id),
        new Date(),
      );
      return { success: true as const, data };
    },
  );

  r.get(
    '/deliveries/:id/events',
    {
      ...owner,
      schema: {
        params: idParams,
        response: {
          200: fileResponse('text/event-stream', 'Server-sent events: snapshot, position, status, driver'),
        },
        tags,
      },
    },
    async (request, reply) => {
      await streamDeliveryEvents({ ...deps, streams: ctx.streams }, request, reply, {
        userId: request.user.sub,
        deliveryRowId: request.params.id,
      });
    },
  );

  r.get(
    '/driver/:token',
    { schema: { params: tokenParams, response: { 200: driverJobResponseSchema }, tags } },
    async (request) => {
      return { success: true as const, data: { job: await getDriverJob(ctx.db, request.params.token) } };
    },
  );

  r.post(
    '/driver/:token/status',
    {
      schema: {
        params: tokenParams,
        body: driverStatusBody,
        response: { 200: driverJobResponseSchema },
        tags,
      },
    },
    async (request) => {
      const job = await updateDriverStatus(deps, request.params.token, request.body, new Date());
      return { success: true as const, data: { job } };
    },
  );

  r.post(
    '/driver/:token/positions',
    {
      schema: {
        params: tokenParams,
        body: browserFixBody,
        response: { 200: positionAcceptedResponseSchema },
        tags,
      },
    },
    async (request) => {
      const now = new Date();
      const { timestamp, lat, lon, speedKmh, bearingDeg, accuracyM } = request.body;
      const recordedAt = parseFixTimestamp(timestamp, now);
      if (!recordedAt)
        throw AppError.validation('timestamp', 'timestamp must be unix time or ISO 8601 with an offset');
      const outcome = await ingestPosition(deps, {
        token: request.params.token,
        fix: {
          lat,
          lon,
          recordedAt,
          speedKmh: speedKmh ?? null,
          bearingDeg: bearingDeg ?? null,
          accuracyM: accuracyM ?? null,
        },
        source: 'browser',
        now,
      });
      if (outcome.kind === 'rejected') {
        throw new AppError(outcome.reason === 'finished' ? 'conflict' : 'unprocessable', outcome.message);
      }
      return {
        success: true as const,
        data: {
          isDuplicate: outcome.kind === 'duplicate',
          isLatest: outcome.kind === 'stored' && outcome.isLatest,
        },
      };
    },
  );

  // OsmAnd protocol: 200 with an empty body for every fix it could read, as Traccar servers answer. Fixes
  // refused as implausible (future, too fast, job finished) are dropped, not refused: tracker apps retry a
  // refused fix forever and it would block every fix queued behind it.
  const osmand = async (
    params: Record<string, string | string[] | undefined>,
    log: FastifyInstance['log'],
  ) => {
    const now = new Date();
    const { token, fix } = parseOsmandFix(params, now);
    const outcome = await ingestPosition(deps, { token, fix, source: 'osmand', now });
    if (outcome.kind === 'rejected') log.info({ reason: outcome.reason }, 'osmand fix dropped');
  };
  r.get(
    '/tracking/osmand',
    { schema: { querystring: osmandParams, response: { 200: osmandAnswer }, tags } },
    async (request, reply) => {
      await osmand(request.query, request.log);
      return reply.code(200).send('');
    },
  );
  r.post(
    '/tracking/osmand',
    {
      schema: {
        querystring: osmandParams,
        body: osmandParams.nullish(),
        response: { 200: osmandAnswer },
        tags,
      },
    },
    async (request, reply) => {
      await osmand({ ...request.query, ...(request.body ?? {}) }, request.log);
      return reply.code(200).send('');
    },
  );

  r.get(
    '/public/track/:code',
    {
      schema: {
        params: z.object({ code: z.string().max(40) }),
        response: { 200: publicTrackingResponseSchema },
        tags,
      },
    },
    async (request) => {
      return {
        success: true as const,
        data: {
          tracking: publicTrackingIn(
            request.language,
            await getPublicTracking(deps, request.params.code, new Date()),
          ),
        },
      };
    },
  );
}

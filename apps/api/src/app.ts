import { billingRoutes } from './modules/billing/routes';
import { issueDeliveryInvoice } from './modules/billing/issue-delivery-invoice';
import { latestInvoicesOf } from './modules/billing/billing-repository';
import {
  countDeliveries,
  latestPickupOf,
  ownsDelivery,
  type DeliveryRow,
} from './modules/deliveries/deliveries-repository';
import { paymentRoutes } from './modules/payments/routes';
import { opsRoutes } from './modules/ops/routes';
import { statementRoutes } from './modules/billing/statement-routes';
import { partnerJobDocumentRoutes } from './modules/partner-jobs/job-document-routes';
import { driverDocumentRoutes } from './modules/tracking/driver-document-routes';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { withErrorResponses } from './plugins/openapi-errors';
import { createGeoService } from '@logisaathi/geo';
import { Redis } from 'ioredis';
import { createPoolRefresher } from './modules/shared-trucks/background/pool-refresher';
import type { Config } from './config';
import { openDatabase, type Database, type DbOrTx } from './db/client';
import { authPlugin } from './plugins/auth';
import { teamRoutes } from './modules/teams/routes';
import { failureBodyIn, installErrorHandler } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { inlineScriptHashes } from './lib/inline-script-hashes';
import { entryFile } from './entry-files';
import { loadDemoData } from './demo-data';
import { aiRoutes } from './modules/ai/routes';
import { alertsRoutes } from './modules/alerts/routes';
import { authRoutes } from './modules/auth/routes';
import { createActiveSessions } from './modules/auth/active-sessions';
import { prepareFamilyCheck } from './modules/auth/sessions';
import { chatRoutes } from './modules/chat/routes';
import { contactRoutes } from './modules/contact/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { deliveriesRoutes } from './modules/deliveries/routes';
import { hasPartnerJob } from './modules/partners/jobs-repository';
import { offerWaveOf } from './modules/partners/offers-repository';
import { isTradeOpen } from './modules/dispatch/trades-repository';
import { restartDispatch } from './modules/dispatch/delivery-dispatch-repository';
import { partnerDocumentBytes } from './modules/partners/partners-repository';
import { ewayBillsRoutes } from './modules/eway-bills/routes';
import { goodsInvoiceInsert } from './modules/eway-bills/goods-invoice-row';
import { healthRoutes } from './modules/health/routes';
import { partnersRoutes } from './modules/partners/routes';
import { placesRoutes } from './modules/places/routes';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { quotesRoutes } from './modules/quotes/routes';
import { sharedTrucksRoutes } from './modules/shared-trucks/routes';
import { createPoolIntake } from './modules/shared-trucks/use-cases/take-booking';
import { trackingRoutes } from './modules/tracking/routes';
import { findConsigneeCode, moveAssignment } from './modules/tracking/tracking-repository';
import { consignmentFacts, ewayBillFacts } from './modules/tracking/consignment-facts';
import { createTrackingEvents } from './lib/live-events';
import { createDocumentRenderer } from './lib/documents/document-renderer';
import { createEventStreams } from './lib/event-streams';
import { preparePrivateDataDir, tightenDataDir } from './lib/private-data-dir';
import { createPartnerDispatch } from './partner-dispatch';
import { partnerJobsRoutes } from './modules/partner-jobs/routes';
import { shipperPartnerRoutes } from './modules/partner-jobs/shipper-routes';
import { dayPlansRoutes } from './modules/day-plans/routes';
import { usersRoutes } from './modules/users/routes';
import { raiseAlert } from './modules/alerts/raise-alert';
import { accountRoutes } from './modules/account/routes';
import { warehousesRoutes } from './modules/warehouses/routes';
import { createJobEngine } from './lib/jobs';
import { createNotificationWorker } from './modules/notifications/outbox-worker';
import { notificationsRoutes } from './modules/notifications/routes';
import { notificationOpsRoutes } from './modules/ops/notification-routes';
import { offerNotificationRoutes } from './modules/dispatch/offer-notification-routes';
import { opsDispatchRoutes } from './modules/dispatch/ops-dispatch-routes';
import { opsExceptionRoutes } from './modules/exceptions/ops-exception-routes';
import { startScheduledWork } from './scheduled-work';

export interface BuildOptions {
  /** Use an already-open database (tests share one per file); otherwise the configured one is opened. */
  database?: Database;
}

/** Builds the whole server without listening: `server.ts` listens, tests call `inject()`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request ids only for correlating logs; never echoed with internals.
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(languagePlugin);

  // Before the database opens: PGlite creates its files with default modes, which the umask makes owner-only.
  const widened = preparePrivateDataDir(config.dataDir);
  if (widened.count > 0) {
    app.log.warn(
      { dataDir: config.dataDir, tightened: widened.count, examples: widened.examples },
      'the data folder had files or folders readable by other users; narrowed them to 0600/0700',
    );
  }
  const database = options.database ?? (await openDatabase(config.database));
  const ownsDatabase = !options.database;
  // PostgreSQL inside PGlite sets some files' modes itself (its relation-cache file, 0644), past the umask: they
  // are narrowed once it has started and again when it stops. The folder itself (0700) keeps others out meanwhile.
  tightenDataDir(config.dataDir);
  app.addHook('onClose', async () => {
    await ctx.documents.close();
    await notifications.stop();
    // The engine first: it waits for the periodic runs in flight (a demo fleet tick holds dispatch's lock).
    await jobs.stop();
    await ctx.partnerDispatch.close();
    await ctx.poolReplanner.drain();
    await events.close();
    await ctx.redis?.quit();
    await sessions.close();
    if (ownsDatabase) await database.close();
    tightenDataDir(config.dataDir);
  });
  const geo = createGeoService({ ...config.geo, cacheDir: config.dataDir });
  const poolReplanner = createPoolRefresher(database.db, app.log);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  const events = createTrackingEvents(database, (err) => app.log.error({ err }, 'live event failed'));
  const jobs = createJobEngine(config.jobs, app.log);
  const notifications = createNotificationWorker(database, config, jobs, app.log, offerWaveOf, isTradeOpen);

  // Per-IP limits count in Redis when configured, so every API process sees the same counts; a Redis outage
  // lets requests through rather than taking the API down.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'logisaathi-rl-', skipOnError: true } : {}),
  });
  const sessions = await createActiveSessions(database, prepareFamilyCheck(database.db), (err) =>
    app.log.warn({ err }, 'cannot listen for revoked sessions; every request asks the database'),
  );
  const streams = createEventStreams({
    events,
    sessions,
    caps: config.streamCaps,
    // Event streams are written past the hooks: they carry HSTS themselves.
    headers: config.publicUrl?.startsWith('https:') ? { 'strict-transport-security': HSTS } : {},
  });
  app.addHook('preClose', async () => streams.endAll());
  const base = {
    config,
    database,
    db: database.db,
    geo,
    poolReplanner,
    poolIntake: createPoolIntake(database.db, poolReplanner),
    events,
    documents: createDocumentRenderer(config.documents, entryFile('render-worker'), app.log),
    jobs,
    notifications,
    streams,
    invoiceDelivered: (tx: DbOrTx, row: DeliveryRow, now: Date) =>
      issueDeliveryInvoice(tx, config.platform, consignmentFacts, row, now),
    consigneeCodeOf: findConsigneeCode,
    goodsInvoiceInsert,
    ...(redis ? { redis } : {}),
  };
  // The composition root: each module's routes take the parts of this they name (lib/infrastructure.ts).
  const ctx = { ...base, partnerDispatch: createPartnerDispatch(base, app.log) };
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    isSessionActive: (claims) => sessions.isActive(claims.fam),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'LogiSaathi API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // Each route's error statuses join its success answer in the document (plugins/openapi-errors.ts).
    transform: (input) =>
      jsonSchemaTransform({ ...input, schema: withErrorResponses(input.schema ?? {}, input.route) }),
  });
  const isHttps = config.publicUrl?.startsWith('https:') ?? false;
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // swagger-ui's own policy (its scripts and styles by hash), never framed, no HTTPS upgrade on plain-HTTP runs.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;/, isHttps ? ' upgrade-insecure-requests;' : ''),
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Served over HTTPS (production requires PUBLIC_URL): every response says so, the API's included (issue 30).
    if (isHttps) reply.header('strict-transport-security', HSTS);
    if (isApiUrl(request.url)) apiHeaders(request.url, reply);
    return payload;
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx, prefix: '/auth' });
      await api.register(passwordResetRoutes, { ctx, prefix: '/auth' });
      await api.register(usersRoutes, {
        ctx,
        prefix: '/users',
        raiseAlert,
        countDeliveries,
        documentBytesElsewhere: partnerDocumentBytes,
      });
      await api.register(accountRoutes, { ctx, prefix: '/users' });
      await api.register(deliveriesRoutes, {
        ctx,
        prefix: '/deliveries',
        acceptedJobs: { hasAcceptedJob: hasPartnerJob },
        slotChanged: restartDispatch,
      });
      await api.register(quotesRoutes, { ctx, prefix: '/quotes' });
      await api.register(ewayBillsRoutes, { ctx, prefix: '/deliveries', ewayBillFacts });
      await api.register(alertsRoutes, { ctx, prefix: '/alerts' });
      await api.register(dashboardRoutes, { ctx, prefix: '/dashboard' });
      await api.register(sharedTrucksRoutes, { ctx, prefix: '/shared-trucks' });
      await api.register(warehousesRoutes, {
        ctx,
        prefix: '/micro-warehouses',
        latestPickup: latestPickupOf,
      });
      await api.register(contactRoutes, { ctx, prefix: '/contact' });
      await api.register(placesRoutes, { ctx, prefix: '/places' });
      await api.register(chatRoutes, { ctx, prefix: '/chat' });
      await api.register(trackingRoutes, { ctx });
      await api.register(partnersRoutes, { ctx, prefix: '/partners' });
      await api.register(partnerJobsRoutes, { ctx, prefix: '/partners' });
      await api.register(dayPlansRoutes, { ctx, prefix: '/partners', moveAssignment });
      await api.register(shipperPartnerRoutes, { ctx });
      await api.register(billingRoutes, { ctx, prefix: '/billing', consignmentFacts });
      await api.register(paymentRoutes, { ctx, prefix: '/billing' });
      await api.register(statementRoutes, { ctx, prefix: '/billing' });
      await api.register(partnerJobDocumentRoutes, { ctx, prefix: '/billing' });
      await api.register(driverDocumentRoutes, { ctx, prefix: '/billing' });
      await api.register(opsRoutes, { ctx, prefix: '/ops', latestInvoicesOf });
      await api.register(opsDispatchRoutes, { ctx, prefix: '/ops' });
      await api.register(opsExceptionRoutes, { ctx, prefix: '/ops' });
      await api.register(notificationsRoutes, { ctx, ownsDelivery, prefix: '/notifications' });
      await api.register(notificationOpsRoutes, { ctx });
      await api.register(offerNotificationRoutes, { ctx, prefix: '/partners' });
      await api.register(teamRoutes, { ctx, prefix: '/team' });
    },
    { prefix: '/api' },
  );
  await app.register(aiRoutes, { ctx, prefix: '/ai' });
  if (config.demoData) await loadDemoData(ctx);
  await ctx.partnerDispatch.start({ demoFleet: config.demoData });
  await startScheduledWork(ctx, app.log);

  await serveWebApp(app, config);
  return app;
}

/** Strict-Transport-Security of every response when the public address is HTTPS: a year, subdomains too. */
const HSTS = 'max-age=31536000; includeSubDomains';

const isApiUrl = (url: string) => url.startsWith('/api') || url.startsWith('/ai');

/**
 * Headers of every API reply: never sniffed into another type; JSON is personal and live, so never stored by
 * a browser or proxy (routes that serve files set their own cache-control); the docs are never framed.
 */
function apiHeaders(url: string, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  if (url.startsWith('/api/docs')) {
    reply.header('x-frame-options', 'DENY');
    return;
  }
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'no-store');
  }
}

/**
 * Where map tiles come from, for the page's img-src. `{s}` subdomain templates become a wildcard; a relative
 * tile URL is same-origin and needs nothing beyond 'self'.
 */
function tileImageSource(tileUrl: string): string | null {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(tileUrl);
  if (!match) return null;
  return `${match[1]}//${match[2]!.replace(/\{s\}/g, '*')}`.toLowerCase();
}

/**
 * Serves the built single-page app; unknown non-API paths get index.html so client routing works.
 * Compression and the security headers live in this encapsulated context only, so API replies (JSON, the
 * tracking event stream) and /api/docs (swagger-ui has its own CSP needs) are left exactly as they were.
 */
async function serveWebApp(app: FastifyInstance, config: Config) {
  const distDir = config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const isHttps = config.publicUrl?.startsWith('https:') ?? false;
  const tiles = tileImageSource(config.tileUrl);
  await app.register(async (web) => {
    // Must come before @fastify/static so its file streams are compressed too (brotli, then gzip).
    await web.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    await web.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...(hasWeb ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [])],
          scriptSrcAttr: ["'none'"],
          // React and Leaflet position things with style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // data: for small images Vite inlines, blob: for local photo previews, plus the map tile host.
          imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          // Plain-HTTP local runs would break if every request were forced onto HTTPS.
          upgradeInsecureRequests: isHttps ? [] : null,
        },
      },
      // Tile servers (OpenStreetMap's policy) want to see which site asks; the browser default sends the origin only.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: isHttps ? { maxAge: 31536000, includeSubDomains: true } : false,
    });
    if (hasWeb) {
      await web.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        // The build writes .br and .gz beside each text file (apps/web/vite-plugins.ts): sent as they are, also
        // for the index.html of client routes, which the on-the-fly compression above does not reach.
        preCompressed: true,
        setHeaders(reply, filePath) {
          reply.header('cache-control', cacheControlFor(filePath));
        },
      });
    }
    web.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith('/api') || request.url.startsWith('/ai');
      // A missing file (an old hashed chunk after a deploy) must fail as a 404, not load the app's HTML as script.
      // Only the kinds of file a web build serves count: a client route's token may hold a dot (/stop/<a>.<b>).
      const isFile = WEB_FILE_EXTENSION.test(request.url.split('?')[0] ?? '');
      if (hasWeb && request.method === 'GET' && !isApi && !isFile) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send(failureBodyIn(request.language, 'Not found'));
    });
  });
}

/** The files a web build and its public folder hold (scripts, styles, images, fonts, manifests, maps, text). */
const WEB_FILE_EXTENSION =
  /\.(m?js|css|map|json|webmanifest|html?|txt|xml|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|wasm|br|gz)$/i;

/** Hashed assets never change; icons change rarely; index.html, the manifest and robots.txt are always revalidated. */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (/\.(png|svg|ico)$/.test(filePath)) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'no-cache';
}

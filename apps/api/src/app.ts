import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createGeoService } from '@logisaathi/geo';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { failureBody, installErrorHandler } from './plugins/errors';
import { loadDemoData } from './demo-data';
import { aiRoutes } from './modules/ai/routes';
import { alertsRoutes } from './modules/alerts/routes';
import { authRoutes } from './modules/auth/routes';
import { isFamilyActive } from './modules/auth/sessions';
import { chatRoutes } from './modules/chat/routes';
import { contactRoutes } from './modules/contact/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { deliveriesRoutes } from './modules/deliveries/routes';
import { healthRoutes } from './modules/health/routes';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { sharedTrucksRoutes } from './modules/shared-trucks/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { usersRoutes } from './modules/users/routes';
import { warehousesRoutes } from './modules/warehouses/routes';

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

  const database = options.database ?? (await openDatabase(config.database));
  const ownsDatabase = !options.database;
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  const geo = createGeoService({ ...config.geo, cacheDir: config.dataDir });
  const ctx: AppContext = { config, database, db: database.db, geo };

  await app.register(fastifyRateLimit, { global: false });
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    isSessionActive: (claims) => isFamilyActive(ctx.db, claims.fam),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'LogiSaathi API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx, prefix: '/auth' });
      await api.register(passwordResetRoutes, { ctx, prefix: '/auth' });
      await api.register(usersRoutes, { ctx, prefix: '/users' });
      await api.register(deliveriesRoutes, { ctx, prefix: '/deliveries' });
      await api.register(alertsRoutes, { ctx, prefix: '/alerts' });
      await api.register(dashboardRoutes, { ctx, prefix: '/dashboard' });
      await api.register(sharedTrucksRoutes, { ctx, prefix: '/shared-trucks' });
      await api.register(warehousesRoutes, { ctx, prefix: '/micro-warehouses' });
      await api.register(contactRoutes, { ctx, prefix: '/contact' });
      await api.register(chatRoutes, { ctx, prefix: '/chat' });
      await api.register(trackingRoutes, { ctx });
    },
    { prefix: '/api' },
  );
  await app.register(aiRoutes, { ctx, prefix: '/ai' });
  if (config.demoData) await loadDemoData(ctx);

  await serveWebApp(app, config.webDistDir);
  return app;
}

/** Serves the built single-page app; unknown non-API paths get index.html so client routing works. */
async function serveWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      setHeaders(reply, filePath) {
        // Hashed assets never change; index.html must always be revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/ai');
    if (hasWeb && request.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(failureBody('Not found'));
  });
}

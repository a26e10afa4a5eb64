import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { failureBody, installErrorHandler } from './plugins/errors';
import { authRoutes } from './modules/auth/routes';
import { isFamilyActive } from './modules/auth/sessions';
import { healthRoutes } from './modules/health/routes';

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
  const ctx: AppContext = { config, database, db: database.db };

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
    },
    { prefix: '/api' },
  );

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

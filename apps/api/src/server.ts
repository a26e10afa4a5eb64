import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';

/** A worker that dies this soon after starting is not restarted again (a crash loop, e.g. a bad deployment). */
const MIN_WORKER_LIFE_MS = 10_000;

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** One API process: the app on the configured port (shared with its sibling workers under API_WORKERS). */
async function serve(config: Config) {
  const app = await buildApp(config);
  app.server.requestTimeout = 60_000;
  app.server.keepAliveTimeout = 65_000;

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) app.log.info(`LogiSaathi is serving on http://localhost:${config.port}`);
}

/**
 * API_WORKERS > 1: one Node.js process is one event loop, so a busy server uses one core. The primary brings the
 * database schema up to date once (workers then find nothing to migrate), starts the workers, which share the
 * port (node:cluster hands out connections), restarts one that dies, and stops them all on SIGINT/SIGTERM. Every
 * piece of state the workers share lives in PostgreSQL or Redis (config.ts requires both).
 */
async function supervise(config: Config) {
  const database = await openDatabase(config.database);
  await database.close();
  let isClosing = false;
  const start = () => {
    const startedAt = Date.now();
    cluster.fork().on('exit', (code, signal) => {
      if (isClosing) return;
      console.error(`API worker exited (${signal ?? `code ${code}`})`);
      if (Date.now() - startedAt >= MIN_WORKER_LIFE_MS) start();
      else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
    });
  };
  for (let i = 0; i < config.workers; i++) start();
  const stop = () => {
    isClosing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  cluster.on('exit', () => {
    if (isClosing && Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  console.log(
    `LogiSaathi is serving on http://localhost:${config.port} with ${config.workers} API processes`,
  );
}

const config = configOrExit();
(config.workers > 1 && cluster.isPrimary ? supervise(config) : serve(config)).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

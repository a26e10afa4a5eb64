import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { EXIT_DO_NOT_RESTART } from './exit-codes';
import { usePrivateUmask } from './lib/private-data-dir';

async function main() {
  // Before anything is written (loadConfig may create the JWT secret): the data folder is its owner's only.
  usePrivateUmask();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(EXIT_DO_NOT_RESTART);
    }
    throw err;
  }
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
  app.log.info(`LogiSaathi is serving on http://localhost:${config.port}`);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError) {
    console.error(err.message);
    process.exit(EXIT_DO_NOT_RESTART);
  }
  console.error(err);
  process.exit(1);
});

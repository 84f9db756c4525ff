import { loadConfig } from '../config.js';
import { createLogger } from '../lib/logger.js';
import { createRuntime } from '../main.js';

// A stuck close (a hanging webhook test, a dead database) must not keep a
// stopping process alive for ever.
const SHUTDOWN_DEADLINE_MS = 15_000;

/** `promptscan serve`: runs the HTTP API until SIGTERM or SIGINT. */
export async function serve(): Promise<void> {
  const config = loadConfig(process.env, { generateSecretKey: true });
  const logger = createLogger(config.logLevel);
  const runtime = await createRuntime(config, { logger });
  await runtime.app.listen({ port: config.port, host: config.host });
  logger.info({ database: runtime.database.dialect, host: config.host, port: config.port }, 'promptscan listening');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      logger.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    runtime.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

import type { Logger } from 'pino';
import { loadConfig } from '../config.js';
import { createLogger } from '../lib/logger.js';
import { createRuntime, createWorkerRuntime, SHUTDOWN_DEADLINE_MS } from '../main.js';

// If closing itself hangs (a dead database, say), the process still ends.
const HARD_EXIT_AFTER_MS = SHUTDOWN_DEADLINE_MS + 8_000;

/** `promptscan serve`: the HTTP API, with the webhook worker unless `--no-worker`. */
export async function serve(options: { worker: boolean }): Promise<void> {
  const config = loadConfig(process.env, { generateSecretKey: true });
  const logger = createLogger(config.logLevel);
  const runtime = await createRuntime(config, { logger, worker: options.worker });
  await runtime.app.listen({ port: config.port, host: config.host });
  logger.info({ database: runtime.database.dialect, host: config.host, port: config.port, worker: options.worker }, 'promptscan listening');
  stopOnSignals(logger, () => runtime.close());
}

/** `promptscan worker`: only the webhook delivery worker, for scaling delivery apart from the API. */
export async function work(): Promise<void> {
  const config = loadConfig(process.env, { generateSecretKey: true });
  const logger = createLogger(config.logLevel);
  const runtime = await createWorkerRuntime(config, { logger });
  logger.info('promptscan worker running');
  stopOnSignals(logger, () => runtime.close());
}

/**
 * On SIGTERM or SIGINT: stop taking work, let attempts in flight finish within
 * the deadline and release the rest for another process, then exit.
 */
function stopOnSignals(logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, HARD_EXIT_AFTER_MS).unref();
    close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

import type { Logger } from 'pino';
import { SHUTDOWN_DEADLINE_MS } from '../main.js';

/** When a process gives up on closing cleanly: if closing itself hangs (a dead database, say), the process still ends. */
export const HARD_EXIT_AFTER_MS = SHUTDOWN_DEADLINE_MS + 8_000;

/**
 * On SIGTERM or SIGINT (and, for a cluster worker, when its primary goes away):
 * stop taking work, let work in flight finish within the deadline and release
 * the rest for another process, then exit.
 */
export function stopOnSignals(logger: Logger, close: () => Promise<void>, options: { onDisconnect?: boolean } = {}): void {
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
  // A worker whose primary was killed outright would otherwise serve on, unsupervised.
  if (options.onDisconnect === true) process.on('disconnect', () => stop('disconnect'));
}

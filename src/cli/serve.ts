import cluster from 'node:cluster';
import { loadConfig, MAX_WORKERS } from '../config.js';
import { createLogger } from '../lib/logger.js';
import { createRuntime, createWorkerRuntime } from '../main.js';
import { serveAsClusterWorker, serveWithWorkers } from './cluster.js';
import { CliError } from './output.js';
import { stopOnSignals } from './shutdown.js';

/** Options of `promptscan serve`. */
export interface ServeOptions {
  /** Run the webhook delivery worker (false with `--no-worker`). */
  worker: boolean;
  /** `--workers N`: HTTP worker processes; overrides PROMPTSCAN_WORKERS. */
  workers?: string;
}

/** `promptscan serve`: the HTTP API, with the webhook worker unless `--no-worker`, in one process or several. */
export async function serve(options: ServeOptions): Promise<void> {
  const config = loadConfig(process.env, { generateSecretKey: true });
  const workers = options.workers === undefined ? config.workers : parseWorkers(options.workers);
  if (cluster.isWorker) {
    await serveAsClusterWorker({ ...config, workers });
    return;
  }
  const logger = createLogger(config.logLevel);
  if (workers > 1) {
    await serveWithWorkers({ ...config, workers }, logger, { deliver: options.worker });
    return;
  }
  const runtime = await createRuntime(config, { logger, worker: options.worker });
  await runtime.app.listen({ port: config.port, host: config.host });
  logger.info({ database: runtime.database.dialect, host: config.host, port: config.port, worker: options.worker, workers: 1 }, 'promptscan listening');
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

function parseWorkers(text: string): number {
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > MAX_WORKERS) throw new CliError(`--workers must be a whole number from 1 to ${MAX_WORKERS}`, 2);
  return count;
}

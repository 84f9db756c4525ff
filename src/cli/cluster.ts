import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { isPostgresUrl, type Config } from '../config.js';
import { createLogger } from '../lib/logger.js';
import { createRuntime, createWorkerRuntime, migrateOnly, SHUTDOWN_DEADLINE_MS } from '../main.js';
import { HARD_EXIT_AFTER_MS, stopOnSignals } from './shutdown.js';

// `serve --workers N`: one primary process and N HTTP worker processes that
// share the listening socket (node:cluster hands connections out in turn).
//
// The primary applies migrations before forking, so workers never race for
// them, and runs the one webhook delivery worker: on SQLite exactly one process
// may deliver (it takes back leases left by a crash at start), and one is
// plenty on PostgreSQL too. Workers tell it over IPC when a scan has queued
// deliveries, so alerts go out at once rather than at its next poll.

/** The IPC message a worker sends when a commit queued webhook deliveries. */
const DELIVERIES_QUEUED = 'promptscan:deliveries-queued';

// A worker that dies this soon after starting is replaced only after this long,
// so a worker that cannot start (a bad file, a full disk) does not spin.
const MIN_WORKER_LIFETIME_MS = 1_000;

// Workers get the shutdown deadline plus a margin to close on their own; past
// that the primary kills them, before its own hard exit.
const KILL_WORKERS_AFTER_MS = Math.min(SHUTDOWN_DEADLINE_MS + 4_000, HARD_EXIT_AFTER_MS - 2_000);

/** The primary of `serve --workers N`: migrations, the delivery worker, and N supervised HTTP workers. */
export async function serveWithWorkers(config: Config, logger: Logger, options: { deliver: boolean }): Promise<void> {
  let delivery: Awaited<ReturnType<typeof createWorkerRuntime>> | null = null;
  if (options.deliver) delivery = await createWorkerRuntime(config, { logger });
  else await migrateOnly(config);

  const workers = superviseWorkers(config.workers, logger, () => delivery?.worker.notify());
  const close = async () => {
    await Promise.all([workers.stop(), delivery?.close()]);
  };
  try {
    await workers.started;
  } catch (error) {
    await close();
    throw error;
  }
  const database = isPostgresUrl(config.databaseUrl) ? 'postgres' : 'sqlite';
  logger.info({ database, host: config.host, port: config.port, worker: options.deliver, workers: config.workers }, 'promptscan listening');
  stopOnSignals(logger, close);
}

/** One HTTP worker of `serve --workers N`: the API only, on the primary's migrated database. */
export async function serveAsClusterWorker(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel).child({ http_worker: cluster.worker?.id ?? 0 });
  try {
    const runtime = await createRuntime(config, {
      logger,
      worker: false,
      migrate: false,
      servingProcesses: config.workers,
      onDeliveriesQueued: tellPrimary(),
    });
    await runtime.app.listen({ port: config.port, host: config.host });
    stopOnSignals(logger, () => runtime.close(), { onDisconnect: true });
  } catch (error) {
    // The IPC channel would keep a failed worker alive; the primary must see it exit.
    logger.fatal({ err: error }, 'HTTP worker failed to start');
    process.exit(1);
  }
}

/** Sends DELIVERIES_QUEUED at most once per event-loop turn, however many commits queued deliveries in it. */
function tellPrimary(): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      if (process.connected) process.send?.({ type: DELIVERIES_QUEUED });
    });
  };
}

interface Supervisor {
  /** Resolves when every first worker listens; rejects if one exits before. */
  started: Promise<void>;
  /** Asks every worker to shut down gracefully and waits for them, killing those that overrun. */
  stop(): Promise<void>;
}

function superviseWorkers(count: number, logger: Logger, onDeliveriesQueued: () => void): Supervisor {
  const alive = new Set<Worker>();
  let stopping = false;
  let listening = 0;
  let startedOk = false;
  let settleStart: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  const started = new Promise<void>((resolve, reject) => {
    settleStart = { resolve, reject };
  });

  const fork = () => {
    const worker = cluster.fork({ PROMPTSCAN_WORKERS: String(count) });
    const bornAt = Date.now();
    alive.add(worker);
    worker.on('message', (message: unknown) => {
      if (isDeliveriesQueued(message)) onDeliveriesQueued();
    });
    worker.once('listening', () => {
      if (startedOk) {
        logger.info({ pid: worker.process.pid }, 'HTTP worker replaced');
        return;
      }
      listening += 1;
      if (listening === count) {
        startedOk = true;
        settleStart.resolve();
      }
    });
    worker.once('exit', (code: number | null, signal: string | null) => {
      alive.delete(worker);
      if (stopping) return;
      if (!startedOk) {
        settleStart.reject(new Error(`an HTTP worker exited (${signal ?? `code ${code}`}) before listening`));
        return;
      }
      logger.error({ pid: worker.process.pid, code, signal }, 'HTTP worker died; starting another');
      const wait = Math.max(0, MIN_WORKER_LIFETIME_MS - (Date.now() - bornAt));
      setTimeout(() => {
        if (!stopping) fork();
      }, wait);
    });
  };
  for (let i = 0; i < count; i++) fork();

  return {
    started,
    async stop() {
      stopping = true;
      const exits = [...alive].map((worker) => new Promise<void>((resolve) => {
        if (worker.isDead()) resolve();
        else worker.once('exit', () => resolve());
      }));
      for (const worker of alive) worker.process.kill('SIGTERM');
      const overrun = setTimeout(() => {
        for (const worker of alive) {
          logger.error({ pid: worker.process.pid }, 'HTTP worker did not stop in time; killing it');
          worker.process.kill('SIGKILL');
        }
      }, KILL_WORKERS_AFTER_MS);
      await Promise.all(exits);
      clearTimeout(overrun);
    },
  };
}

function isDeliveriesQueued(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === DELIVERIES_QUEUED;
}

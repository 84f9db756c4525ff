import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import {
  cancelPendingDeliveries, claimDueDeliveries, finishAttempt, lockEndpointHealth, pruneDeliveryHistory,
  releaseAllLeases, releaseLeases, updateEndpointHealth, type ClaimedDelivery, type DeliveryChange,
} from './delivery-repo.js';
import type { SendOutcome, WebhookSender } from './outbound.js';
import { classifyOutcome, healthAfterAttempt, nextAttempt, type DisablePolicy, type NextStep } from './retry.js';
import { signingSecrets } from './secrets.js';
import { signatureHeaders } from './signing.js';

/** How the delivery worker runs; defaults suit one process with a 10 s request timeout. */
export interface WorkerOptions {
  /** Attempts in flight at once in this process. */
  concurrency: number;
  /** Attempts in flight at once per endpoint, across processes. */
  perEndpoint: number;
  /** How long a claim lasts; longer than the request timeout, so an attempt is never sent twice at once. */
  leaseMs: number;
  /** How often to look for due retries (and for work written by other processes). */
  pollMs: number;
  /** Attempts older than this are pruned. */
  retentionDays: number;
}

/** Defaults of WorkerOptions. */
export const DEFAULT_WORKER_OPTIONS: WorkerOptions = { concurrency: 32, perEndpoint: 4, leaseMs: 60_000, pollMs: 1_000, retentionDays: 30 };

/** What the worker needs. */
export interface WorkerDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  sender: WebhookSender;
  secretKey: Buffer;
  schedule: readonly number[];
  disablePolicy: DisablePolicy;
  logger: Logger | false;
  options?: Partial<WorkerOptions>;
}

/** A running delivery worker. */
export interface DeliveryWorker {
  /** Asks for a look at due work now (called after a scan queues deliveries). */
  notify(): void;
  /** Stops claiming, lets attempts in flight finish until the deadline, then releases the rest. */
  stop(deadlineMs: number): Promise<void>;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The I/O shell around the retry policy: claims due deliveries with a lease,
 * signs and sends each attempt, records it and moves the delivery and the
 * endpoint on. No error of one attempt stops the loop: an unexpected failure
 * leaves the lease to expire and the delivery is tried again.
 */
export function startDeliveryWorker(deps: WorkerDeps): DeliveryWorker {
  const options = { ...DEFAULT_WORKER_OPTIONS, ...deps.options };
  const owner = newId('worker');
  const log = deps.logger === false ? null : deps.logger.child({ component: 'webhook-worker', worker: owner });
  const inFlight = new Map<string, Promise<void>>();
  let stopping = false;
  // Set when shutdown gives up on attempts in flight: their leases are released,
  // so whatever they come to is not recorded (another process will try again).
  let abandoned = false;
  let ticking = false;
  let again = false;
  let wakeScheduled = false;

  const poll = setInterval(() => wake(), options.pollMs);
  poll.unref();
  const prune = setInterval(() => void pruneHistory(), PRUNE_EVERY_MS);
  prune.unref();
  void recoverLeases().then(wake);

  // On SQLite one process delivers, so leases left by a process that crashed
  // can be taken back at once instead of waiting for them to expire.
  async function recoverLeases(): Promise<void> {
    if (deps.dialect !== 'sqlite') return;
    try {
      const released = await releaseAllLeases(deps.db);
      if (released > 0) log?.warn({ released }, 'took back deliveries leased before a restart');
    } catch (error) {
      log?.error({ err: error }, 'taking back leases failed');
    }
  }

  function wake(): void {
    if (stopping || wakeScheduled) return;
    wakeScheduled = true;
    setImmediate(() => {
      wakeScheduled = false;
      void tick();
    });
  }

  async function tick(): Promise<void> {
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        const free = options.concurrency - inFlight.size;
        if (stopping || free <= 0) break;
        const now = new Date();
        const claimed = await claimDueDeliveries(deps.db, deps.dialect, {
          owner,
          now: now.toISOString(),
          leaseUntil: new Date(now.getTime() + options.leaseMs).toISOString(),
          limit: free,
          perEndpoint: options.perEndpoint,
        });
        for (const delivery of claimed) launch(delivery);
        if (claimed.length === free) again = true;
      } while (again && !stopping);
    } catch (error) {
      log?.error({ err: error }, 'claiming deliveries failed');
    } finally {
      ticking = false;
    }
  }

  function launch(delivery: ClaimedDelivery): void {
    const run = attempt(delivery)
      .catch((error: unknown) => log?.error({ err: error, delivery_id: delivery.id }, 'delivery attempt failed unexpectedly'))
      .finally(() => {
        inFlight.delete(delivery.id);
        wake();
      });
    inFlight.set(delivery.id, run);
  }

  async function attempt(delivery: ClaimedDelivery): Promise<void> {
    const number = delivery.attempts + 1;
    const started = new Date();
    const headers = signatureHeaders(signingSecrets(deps.secretKey, delivery.webhook_id, delivery, started), delivery.event_id, started, delivery.payload);
    const outcome = await deps.sender.post(delivery.url, delivery.payload, headers);
    if (abandoned) return;
    const finished = new Date();
    const result = classifyOutcome(outcome, finished);
    const step = nextAttempt(result, number, finished, deps.schedule);
    await deps.db.transaction().execute(async (trx) => {
      await finishAttempt(trx, {
        id: newId('attempt'),
        delivery_id: delivery.id,
        webhook_id: delivery.webhook_id,
        org_id: delivery.org_id,
        attempt: number,
        outcome: result.kind === 'success' ? 'success' : 'failure',
        status_code: outcome.ok ? outcome.status : null,
        error_kind: outcome.ok ? null : outcome.error,
        duration_ms: Math.round(outcome.durationMs),
        response_excerpt: outcome.ok ? outcome.responseExcerpt : '',
        started_at: started.toISOString(),
        finished_at: finished.toISOString(),
        next_attempt_at: step.kind === 'retry' ? step.at.toISOString() : null,
      }, owner, deliveryChange(step, number));
      const health = await lockEndpointHealth(trx, deps.dialect, delivery.webhook_id);
      if (health === undefined) return;
      const next = healthAfterAttempt(health, result, finished, deps.disablePolicy);
      const startedAt = started.toISOString();
      await updateEndpointHealth(trx, delivery.webhook_id, {
        failure_count: next.failure_count,
        failing_since: next.failing_since,
        last_triggered_at: health.last_triggered_at !== null && health.last_triggered_at > startedAt ? health.last_triggered_at : startedAt,
        enabled: next.disable ? 0 : health.enabled,
      });
      if (next.disable && health.enabled === 1) {
        await cancelPendingDeliveries(trx, delivery.webhook_id, finished.toISOString());
        log?.warn({ webhook_id: delivery.webhook_id, failure_count: next.failure_count, gone: result.kind === 'gone' }, 'webhook endpoint disabled');
      }
    });
    log?.info(attemptLogFields(delivery, number, outcome, step), 'webhook attempt');
  }

  async function pruneHistory(): Promise<void> {
    try {
      const before = new Date(Date.now() - options.retentionDays * 86_400_000).toISOString();
      const pruned = await pruneDeliveryHistory(deps.db, before);
      log?.info(pruned, 'pruned webhook delivery history');
    } catch (error) {
      log?.error({ err: error }, 'pruning webhook delivery history failed');
    }
  }

  return {
    notify: wake,
    async stop(deadlineMs) {
      stopping = true;
      clearInterval(poll);
      clearInterval(prune);
      const pending = [...inFlight.values()];
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'deadline'>((resolve) => {
        timer = setTimeout(() => resolve('deadline'), deadlineMs);
      });
      const outcome = await Promise.race([Promise.allSettled(pending).then(() => 'finished' as const), deadline]);
      clearTimeout(timer);
      if (outcome === 'deadline') {
        abandoned = true;
        const unfinished = [...inFlight.keys()];
        log?.warn({ unfinished: unfinished.length }, 'shutdown deadline reached; releasing deliveries');
        await releaseLeases(deps.db, owner, unfinished).catch((error: unknown) => log?.error({ err: error }, 'releasing leases failed'));
      }
    },
  };
}

function deliveryChange(step: NextStep, attempts: number): DeliveryChange {
  switch (step.kind) {
    case 'done':
      return { status: 'succeeded', attempts, next_attempt_at: null };
    case 'retry':
      return { status: 'pending', attempts, next_attempt_at: step.at.toISOString() };
    case 'give_up':
    case 'disable_endpoint':
      return { status: 'failed', attempts, next_attempt_at: null };
  }
}

function attemptLogFields(delivery: ClaimedDelivery, attempt: number, outcome: SendOutcome, step: NextStep): Record<string, unknown> {
  return {
    delivery_id: delivery.id,
    webhook_id: delivery.webhook_id,
    event_id: delivery.event_id,
    attempt,
    status: outcome.ok ? outcome.status : null,
    error: outcome.ok ? null : outcome.error,
    duration_ms: Math.round(outcome.durationMs),
    next: step.kind,
  };
}

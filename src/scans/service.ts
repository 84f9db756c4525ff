import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Database, NewRow, Row } from '../db/schema.js';
import type { CompiledPolicy, Engine } from '../scan/index.js';
import type { Signal, Tier, Action } from '../scan/types.js';
import { createBatchWriter } from '../lib/batch-writer.js';
import { sha256Hex } from '../lib/crypto.js';
import { newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import type { Principal } from '../keys/service.js';
import { insertOutbox, subscribedEndpoints } from '../webhooks/delivery-repo.js';
import { firstAttemptAt } from '../webhooks/retry.js';
import { redactedExcerpt } from './excerpt.js';
import { insertScans } from './repo.js';

/** A scan result as the API returns it (decisions.md section 4). */
export interface ScanResult {
  id: string;
  tier: Tier;
  action: Action;
  risk_score: number;
  signals: Signal[];
  latency_ms: number;
  timestamp: string;
}

/** What the scan service needs. */
export interface ScanServiceDeps {
  db: Kysely<Database>;
  engine: Engine;
  /** The webhook retry schedule; its first entry delays the first attempt. */
  retrySchedule: readonly number[];
  /** The compiled form of an organization's stored policy (null: the default). */
  compiledPolicy: (policyJson: string | null) => CompiledPolicy;
  /** Called after a commit that queued webhook deliveries. */
  onDeliveriesQueued?: () => void;
}

interface PendingScan {
  row: Row<'scans'>;
  result: ScanResult;
  excerpt: string | null;
}

const EVENT_FOR_TIER = { red: 'red_tier', yellow: 'yellow_tier' } as const;

/**
 * Scans prompts and records each result. A flagged scan's webhook deliveries are
 * written in the same transaction as the scan (the outbox), before the answer is
 * sent, so an alert is never lost between the two.
 */
export function createScanService(deps: ScanServiceDeps) {
  const { db, engine } = deps;
  const records = createBatchWriter<PendingScan>(async (scans) => {
    const queued = await db.transaction().execute(async (trx) => {
      await insertScans(trx, scans.map((scan) => scan.row));
      const flagged = scans.filter((scan) => scan.result.tier !== 'green');
      if (flagged.length === 0) return 0;
      const endpoints = await subscribedEndpoints(trx, [...new Set(flagged.map((scan) => scan.row.org_id))]);
      const { events, deliveries } = buildOutbox(flagged, endpoints, deps.retrySchedule);
      await insertOutbox(trx, events, deliveries);
      return deliveries.length;
    });
    if (queued > 0) deps.onDeliveriesQueued?.();
  });

  return {
    async scan(principal: Principal, prompt: string): Promise<ScanResult> {
      const started = performance.now();
      const verdict = engine.scan(prompt, deps.compiledPolicy(principal.policyJson));
      const latencyMs = Math.round((performance.now() - started) * 1000) / 1000;
      const result: ScanResult = { id: newId('scan'), ...verdict, latency_ms: latencyMs, timestamp: nowIso() };
      const flagged = result.tier !== 'green';
      await records.write({
        row: {
          id: result.id,
          org_id: principal.orgId,
          key_id: principal.keyId,
          tier: result.tier,
          action: result.action,
          risk_score: result.risk_score,
          signals: JSON.stringify(result.signals),
          prompt_length: prompt.length,
          prompt_sha256: sha256Hex(prompt),
          latency_ms: result.latency_ms,
          created_at: result.timestamp,
        },
        result,
        excerpt: flagged && principal.alertPromptExcerpt ? redactedExcerpt(prompt, result.signals) : null,
      });
      return result;
    },
  };
}

/** The scan service's interface. */
export type ScanService = ReturnType<typeof createScanService>;

function buildOutbox(
  flagged: PendingScan[],
  endpoints: Pick<Row<'webhooks'>, 'id' | 'org_id' | 'events'>[],
  schedule: readonly number[],
): { events: NewRow<'webhook_events'>[]; deliveries: NewRow<'webhook_deliveries'>[] } {
  const events: NewRow<'webhook_events'>[] = [];
  const deliveries: NewRow<'webhook_deliveries'>[] = [];
  const now = new Date();
  // Each endpoint's subscriptions are read once per batch, not once per flagged scan.
  const subscriptions = endpoints.map((endpoint) => ({ ...endpoint, events: JSON.parse(endpoint.events) as string[] }));
  for (const { row, result, excerpt } of flagged) {
    const type = EVENT_FOR_TIER[result.tier as 'red' | 'yellow'];
    const subscribers = subscriptions.filter((endpoint) => endpoint.org_id === row.org_id && endpoint.events.includes(type));
    if (subscribers.length === 0) continue;
    const eventId = newId('event');
    // Serialized once: every endpoint and every retry gets these same bytes.
    const payload = JSON.stringify({
      id: eventId,
      event: type,
      scan_id: result.id,
      tier: result.tier,
      action: result.action,
      risk_score: result.risk_score,
      signals: result.signals,
      latency_ms: result.latency_ms,
      timestamp: result.timestamp,
      ...(excerpt === null ? {} : { prompt_excerpt: excerpt }),
    });
    events.push({ id: eventId, org_id: row.org_id, scan_id: result.id, type, payload, created_at: now.toISOString() });
    for (const endpoint of subscribers) {
      deliveries.push({
        id: newId('delivery'),
        event_id: eventId,
        webhook_id: endpoint.id,
        org_id: row.org_id,
        status: 'pending',
        attempts: 0,
        next_attempt_at: firstAttemptAt(now, schedule).toISOString(),
        lease_owner: null,
        lease_expires_at: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
    }
  }
  return { events, deliveries };
}

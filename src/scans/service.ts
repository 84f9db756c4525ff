import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.js';
import type { Engine } from '../scan/index.js';
import type { Signal, Tier, Action } from '../scan/types.js';
import { sha256Hex } from '../lib/crypto.js';
import { newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import type { Principal } from '../keys/service.js';
import { insertScans } from './repo.js';
import { createBatchWriter } from '../lib/batch-writer.js';

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

/** Scans prompts and records each result. */
export function createScanService(deps: { db: Kysely<Database>; engine: Engine }) {
  const { db, engine } = deps;
  const records = createBatchWriter<Row<'scans'>>((rows) => db.transaction().execute((trx) => insertScans(trx, rows)));
  return {
    async scan(principal: Principal, prompt: string): Promise<ScanResult> {
      const started = performance.now();
      const verdict = engine.scan(prompt);
      const latencyMs = Math.round((performance.now() - started) * 1000) / 1000;
      const result: ScanResult = { id: newId('scan'), ...verdict, latency_ms: latencyMs, timestamp: nowIso() };
      await records.write({
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
      });
      return result;
    },
  };
}

/** The scan service's interface. */
export type ScanService = ReturnType<typeof createScanService>;

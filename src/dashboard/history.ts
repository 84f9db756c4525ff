import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.js';
import type { Signal, Tier } from '../scan/types.js';
import { decodeCursor, encodeCursor } from './audit.js';
import { countScansByBucket, findScan, listScans, type ScanFilter } from './repo.js';
import type { ChartPoint, ScanHistoryPage, ScanView } from './view-types.js';

/** The chart's time ranges and their bucket sizes (13 = hourly, 10 = daily prefixes). */
export const CHART_RANGES = { '24h': { hours: 24, prefix: 13 }, '7d': { hours: 168, prefix: 10 }, '30d': { hours: 720, prefix: 10 } } as const;

/** A chart range. */
export type ChartRange = keyof typeof CHART_RANGES;

/** The scan history of an organization: list, detail and chart. */
export function createHistoryService(db: Kysely<Database>) {
  return {
    async list(orgId: string, filter: ScanFilter, limit: number, cursor?: string): Promise<ScanHistoryPage | null> {
      const before = cursor === undefined ? undefined : decodeCursor(cursor);
      if (before === null) return null;
      const rows = await listScans(db, orgId, filter, limit + 1, before);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { scans: page.map(toView), next_cursor: rows.length > limit && last !== undefined ? encodeCursor(last) : null };
    },

    async get(orgId: string, id: string): Promise<ScanView | undefined> {
      const row = await findScan(db, orgId, id);
      return row === undefined ? undefined : toView(row);
    },

    /** Scans per tier per hour (24 h) or day (7 d, 30 d), oldest first, with empty buckets filled in. */
    async chart(orgId: string, range: ChartRange, now: Date = new Date()): Promise<ChartPoint[]> {
      const { hours, prefix } = CHART_RANGES[range];
      const stepMs = prefix === 13 ? 3_600_000 : 86_400_000;
      const start = new Date(Math.floor((now.getTime() - hours * 3_600_000) / stepMs) * stepMs + stepMs);
      const counts = await countScansByBucket(db, orgId, start.toISOString(), prefix);
      const points = new Map<string, ChartPoint>();
      for (let t = start.getTime(); t <= now.getTime(); t += stepMs) {
        const bucket = new Date(t).toISOString().slice(0, prefix);
        points.set(bucket, { bucket, green: 0, yellow: 0, red: 0 });
      }
      for (const { bucket, tier, n } of counts) {
        const point = points.get(bucket);
        if (point !== undefined && (tier === 'green' || tier === 'yellow' || tier === 'red')) point[tier] += n;
      }
      return [...points.values()];
    },
  };
}

/** The history service's interface. */
export type HistoryService = ReturnType<typeof createHistoryService>;

function toView(row: Row<'scans'>): ScanView {
  const { org_id: _org, signals, tier, ...rest } = row;
  return { ...rest, tier: tier as Tier, signals: JSON.parse(signals) as Signal[] };
}

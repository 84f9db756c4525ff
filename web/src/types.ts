// Shapes of the dashboard API's answers. Those the dashboard routes declare come from
// the server's own module, so the two sides cannot drift apart; the rest mirror the
// public API's views (src/keys, src/webhooks, src/policy).
import type { Tier } from '../../src/dashboard/view-types.js';

export type {
  AuditEventView as AuditEvent,
  AuditPage,
  ChartPoint,
  Limits,
  MemberView as Member,
  Role,
  ScanHistoryPage,
  ScanView as Scan,
  SessionInfo,
  Signal,
  Span,
  Tier,
} from '../../src/dashboard/view-types.js';

/** An API key as listed (never its raw value). */
export interface ApiKey {
  id: string;
  name: string;
  hint: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A webhook endpoint (never its secret). */
export interface Webhook {
  id: string;
  url: string;
  events: string[];
  format: string;
  enabled: boolean;
  failure_count: number;
  last_triggered_at: string | null;
  created_at: string;
}

/** One delivery attempt in an endpoint's log. */
export interface Attempt {
  id: string;
  delivery_id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  outcome: 'success' | 'failure';
  status_code: number | null;
  error_kind: string | null;
  duration_ms: number;
  response_excerpt: string;
  started_at: string;
}

/** An organization's scan policy. */
export interface Policy {
  thresholds: { yellow: number; red: number };
  signals: Record<string, { enabled: boolean; max_tier: Tier }>;
  deny_rules: { id?: string; phrase?: string; regex?: string; tier?: 'yellow' | 'red'; message?: string }[];
  allow_phrases: string[];
}

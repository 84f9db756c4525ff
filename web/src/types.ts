// Shapes of the dashboard API's answers (src/dashboard on the server).
/** A risk tier. */
export type Tier = 'green' | 'yellow' | 'red';
/** A member's role. */
export type Role = 'owner' | 'admin' | 'viewer';

/** A plan's or organization's limits. */
export interface Limits {
  webhookAlerts: boolean;
  scansPerSecond: number;
  maxWebhooks: number;
}

/** `GET /dashboard/api/session`: who is signed in, where, and the CSRF token. */
export interface SessionInfo {
  user: { id: string; email: string; role: Role };
  organization: { id: string; name: string; plan: string; limits: Limits };
  organizations: { org_id: string; name: string; role: Role }[];
  plans: Record<string, Limits>;
  csrf_token: string;
}

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

/** A half-open range of UTF-16 offsets into the prompt. */
export interface Span {
  start: number;
  end: number;
}

/** One detector finding. */
export interface Signal {
  type: string;
  score: number;
  detector: string;
  message: string;
  spans: Span[];
}

/** A recorded scan: never the prompt. */
export interface Scan {
  id: string;
  key_id: string;
  tier: Tier;
  action: string;
  risk_score: number;
  signals: Signal[];
  prompt_length: number;
  prompt_sha256: string;
  latency_ms: number;
  created_at: string;
}

/** Scans per tier in one hour or day. */
export interface ChartPoint {
  bucket: string;
  green: number;
  yellow: number;
  red: number;
}

/** An organization's scan policy. */
export interface Policy {
  thresholds: { yellow: number; red: number };
  signals: Record<string, { enabled: boolean; max_tier: Tier }>;
  deny_rules: { id?: string; phrase?: string; regex?: string; tier?: 'yellow' | 'red'; message?: string }[];
  allow_phrases: string[];
}

/** A member of the organization. */
export interface Member {
  user_id: string;
  email: string;
  role: Role;
  created_at: string;
}

/** One line of the audit log. */
export interface AuditEvent {
  id: string;
  actor_email: string;
  action: string;
  target: string;
  ip: string;
  created_at: string;
}

import type { Insertable, Selectable } from 'kysely';

/**
 * Tables as Kysely sees them. Both dialects store the same types: text ids,
 * ISO 8601 UTC timestamps with milliseconds (they sort as text), integers 0/1
 * for booleans and JSON as text, so one set of queries serves SQLite and PostgreSQL.
 */
export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  api_keys: ApiKeysTable;
  webhooks: WebhooksTable;
  scans: ScansTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  dashboard_sessions: DashboardSessionsTable;
  audit_events: AuditEventsTable;
  credential_version: CredentialVersionTable;
}

/** An organization, its plan and its limit overrides (null = the plan's default). */
export interface OrganizationsTable {
  id: string;
  name: string;
  plan: string;
  scans_per_second: number | null;
  max_webhooks: number | null;
  /** 1 when alerts carry a redacted excerpt of the prompt. */
  alert_prompt_excerpt: number;
  /** The organization's scan policy as JSON; null for the default policy. */
  policy: string | null;
  policy_updated_at: string | null;
  created_at: string;
}

/** A dashboard user. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
}

/** A user's role in an organization. */
export interface MembershipsTable {
  user_id: string;
  org_id: string;
  role: string;
  created_at: string;
}

/** An API key: only its SHA-256 hash and a display hint are kept. */
export interface ApiKeysTable {
  id: string;
  org_id: string;
  name: string;
  key_hash: string;
  hint: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A webhook endpoint; the secret is AES-256-GCM ciphertext. */
export interface WebhooksTable {
  id: string;
  org_id: string;
  url: string;
  events: string;
  format: string;
  enabled: number;
  failure_count: number;
  last_triggered_at: string | null;
  failing_since: string | null;
  secret_ciphertext: string;
  /** The secret replaced by the last rotation, still signing until it expires. */
  previous_secret_ciphertext: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
}

/** A scan's result, length and prompt hash; never the prompt. */
export interface ScansTable {
  id: string;
  org_id: string;
  key_id: string;
  tier: string;
  action: string;
  risk_score: number;
  signals: string;
  prompt_length: number;
  prompt_sha256: string;
  latency_ms: number;
  created_at: string;
}

/** A row of a table as read. */
export type Row<T extends keyof Database> = Selectable<Database[T]>;
/** A row of a table as written. */
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;

/** One alert: a flagged scan's payload for one event type, serialized once. */
export interface WebhookEventsTable {
  id: string;
  org_id: string;
  scan_id: string;
  type: string;
  payload: string;
  created_at: string;
}

/** The delivery of one event to one endpoint; leased while an attempt is in flight. */
export interface WebhookDeliveriesTable {
  id: string;
  event_id: string;
  webhook_id: string;
  org_id: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  lease_owner: string | null;
  lease_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One HTTP attempt of a delivery. */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  webhook_id: string;
  org_id: string;
  attempt: number;
  outcome: string;
  status_code: number | null;
  error_kind: string | null;
  duration_ms: number;
  response_excerpt: string;
  started_at: string;
  finished_at: string;
  next_attempt_at: string | null;
}

/** A dashboard sign-in; the cookie holds the id, the table only its SHA-256. */
export interface DashboardSessionsTable {
  id_hash: string;
  user_id: string;
  org_id: string;
  csrf_token: string;
  ip: string;
  created_at: string;
  expires_at: string;
}

/** One change or sign-in in an organization, with who did it and from where. */
export interface AuditEventsTable {
  id: string;
  org_id: string;
  actor_user_id: string | null;
  actor_email: string;
  action: string;
  target: string;
  ip: string;
  created_at: string;
}

/** One row (id 1) counting changes to keys and organizations, kept by triggers (migration 0005). */
export interface CredentialVersionTable {
  id: number;
  version: number;
}

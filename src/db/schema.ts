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
}

/** An organization, its plan and its limit overrides (null = the plan's default). */
export interface OrganizationsTable {
  id: string;
  name: string;
  plan: string;
  scans_per_second: number | null;
  max_webhooks: number | null;
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

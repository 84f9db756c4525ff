// Shapes of the dashboard API's answers, declared once for the server (src/dashboard)
// and the browser (web/src/types.ts). Types only, and only `import type`: the web
// build reaches this file from outside web/src, so a runtime import here would pull
// server code into the bundle (and the imported files must need no Node types).
import type { Static } from 'typebox';
import type { AuditEventsTable } from '../db/schema.js';
import type { EffectiveLimits } from '../orgs/plans.js';
import type { ScanPolicy } from '../scan/policy.js';
import type { Signal, Span, Tier } from '../scan/types.js';
import type { Role } from '../users/roles.js';
import type { DeliveryLog } from '../webhooks/delivery-schema.js';
import type { Webhook } from '../webhooks/schema.js';
import type { KeyList } from './responses.js';

export type { Role, ScanPolicy, Signal, Span, Tier };

/** A plan's or organization's limits. */
export type Limits = EffectiveLimits;

/** One organization a user belongs to, with their role in it. */
export interface MembershipView {
  org_id: string;
  name: string;
  role: Role;
}

/** `GET /dashboard/api/session`: who is signed in, where, and the CSRF token. */
export interface SessionInfo {
  user: { id: string; email: string; role: Role };
  organization: { id: string; name: string; plan: string; limits: Limits };
  organizations: MembershipView[];
  plans: Record<string, Limits>;
  csrf_token: string;
}

/** A recorded scan as the dashboard shows it: never the prompt, only its length and hash. */
export interface ScanView {
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

/** `GET /dashboard/api/scans`: a page of the scan history, newest first. */
export interface ScanHistoryPage {
  scans: ScanView[];
  next_cursor: string | null;
}

/** Scans per tier in one time bucket. */
export interface ChartPoint {
  bucket: string;
  green: number;
  yellow: number;
  red: number;
}

/** A member of an organization as the dashboard lists it. */
export interface MemberView {
  user_id: string;
  email: string;
  role: Role;
  created_at: string;
}

/** One line of the audit log: its stored row without the organization. */
export type AuditEventView = Omit<AuditEventsTable, 'org_id'>;

/** `GET /dashboard/api/audit`: a page of the audit log, newest first. */
export interface AuditPage {
  events: AuditEventView[];
  next_cursor: string | null;
}

// The next three come from the routes' response schemas, which decide what is sent.
// The services' own KeyView, WebhookView and AttemptView live in files that import
// node:crypto, so the browser build cannot reach them.

/** `GET /dashboard/api/keys`: one key as listed, never its raw value or hash. */
export type KeyListItem = Static<typeof KeyList>['keys'][number];

/** `GET /dashboard/api/webhooks`: one endpoint, never its secret. */
export type WebhookEndpoint = Static<typeof Webhook>;

/** `GET /dashboard/api/webhooks/:id/deliveries`: one attempt in an endpoint's log. */
export type DeliveryAttempt = Static<typeof DeliveryLog>['deliveries'][number];

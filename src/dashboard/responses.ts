import { Type } from 'typebox';
import { NullableString } from '../http/schemas.js';
import { PLAN_NAMES } from '../orgs/plans.js';
import { ROLES } from '../users/roles.js';
import { TIERS } from '../scan/types.js';
import { Webhook } from '../webhooks/schema.js';

// Response schemas of the dashboard API: they serialize each answer and drop any
// field not listed, so a row gaining a column cannot leak through these routes.

const Limits = Type.Object({ webhookAlerts: Type.Boolean(), scansPerSecond: Type.Integer(), maxWebhooks: Type.Integer() });
const Role = Type.String({ enum: [...ROLES] });

/** `GET /dashboard/api/session`. */
export const SessionResponse = Type.Object({
  user: Type.Object({ id: Type.String(), email: Type.String(), role: Role }),
  organization: Type.Object({ id: Type.String(), name: Type.String(), plan: Type.String(), limits: Limits }),
  organizations: Type.Array(Type.Object({ org_id: Type.String(), name: Type.String(), role: Type.String() })),
  plans: Type.Record(Type.String({ enum: [...PLAN_NAMES] }), Limits),
  csrf_token: Type.String(),
});

const keyFields = {
  id: Type.String(), org_id: Type.String(), name: Type.String(), hint: Type.String(),
  created_at: Type.String(), last_used_at: NullableString, revoked_at: NullableString,
};

/** `GET /dashboard/api/keys`: never a raw key or its hash. */
export const KeyList = Type.Object({ keys: Type.Array(Type.Object(keyFields)) });

/** `POST /dashboard/api/keys`: the one answer with the raw key. */
export const CreatedKeyResponse = Type.Object({ key: Type.Object({ ...keyFields, key: Type.String() }) });

/** `GET /dashboard/api/webhooks`: the endpoints, or what the plan lacks. */
export const WebhookOverview = Type.Object({ available: Type.Boolean(), plan: Type.String(), max_webhooks: Type.Integer(), webhooks: Type.Array(Webhook) });

const Signal = Type.Object({
  type: Type.String(), score: Type.Number(), detector: Type.String(), message: Type.String(),
  spans: Type.Array(Type.Object({ start: Type.Integer(), end: Type.Integer() })),
});

const Scan = Type.Object({
  id: Type.String(), key_id: Type.String(), tier: Type.String({ enum: [...TIERS] }), action: Type.String(), risk_score: Type.Number(),
  signals: Type.Array(Signal), prompt_length: Type.Integer(), prompt_sha256: Type.String(), latency_ms: Type.Number(), created_at: Type.String(),
});

/** `GET /dashboard/api/scans`. */
export const ScanPage = Type.Object({ scans: Type.Array(Scan), next_cursor: NullableString });

/** `GET /dashboard/api/scans/:id`. */
export const ScanDetail = Type.Object({ scan: Scan });

/** `GET /dashboard/api/scans/chart`. */
export const ChartResponse = Type.Object({
  range: Type.String(),
  points: Type.Array(Type.Object({ bucket: Type.String(), green: Type.Integer(), yellow: Type.Integer(), red: Type.Integer() })),
});

/** `POST /dashboard/api/policy/preview`. */
export const PreviewResponse = Type.Object({
  verdict: Type.Object({ tier: Type.String({ enum: [...TIERS] }), action: Type.String(), risk_score: Type.Number(), signals: Type.Array(Signal) }),
});

const Member = Type.Object({ user_id: Type.String(), email: Type.String(), role: Type.String(), created_at: Type.String() });

/** `GET /dashboard/api/members`. */
export const MemberList = Type.Object({ members: Type.Array(Member) });

/** `POST /dashboard/api/members`. */
export const MemberResponse = Type.Object({ member: Member });

/** `GET /dashboard/api/organization`. */
export const OrganizationResponse = Type.Object({
  organization: Type.Object({ id: Type.String(), name: Type.String(), plan: Type.String(), limits: Limits, alert_prompt_excerpt: Type.Boolean(), created_at: Type.String() }),
  plans: Type.Record(Type.String({ enum: [...PLAN_NAMES] }), Limits),
});

/** `GET /dashboard/api/audit`. */
export const AuditResponse = Type.Object({
  events: Type.Array(Type.Object({
    id: Type.String(), actor_user_id: NullableString, actor_email: Type.String(), action: Type.String(), target: Type.String(), ip: Type.String(), created_at: Type.String(),
  })),
  next_cursor: NullableString,
});

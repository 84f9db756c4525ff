// Shapes of the dashboard API's answers, taken from the server's own declarations so
// the two sides cannot drift apart.
export type {
  AuditEventView as AuditEvent,
  AuditPage,
  ChartPoint,
  DeliveryAttempt as Attempt,
  KeyListItem as ApiKey,
  Limits,
  MemberView as Member,
  Role,
  ScanHistoryPage,
  ScanPolicy as Policy,
  ScanView as Scan,
  SessionInfo,
  Signal,
  Span,
  Tier,
  WebhookEndpoint as Webhook,
} from '../../src/dashboard/view-types.js';

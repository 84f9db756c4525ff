import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from '../lib/time.js';
import { insertAuditEvent, listAuditEvents } from './repo.js';
import type { AuditPage } from './view-types.js';

/** Who did something, for the audit log. */
export interface Actor {
  orgId: string;
  userId: string | null;
  email: string;
  ip: string;
}

/** The audited actions, grouped by what they touch. */
export const AUDIT_ACTIONS = [
  'login.succeeded', 'login.failed', 'logout', 'setup.completed', 'password.changed',
  'key.created', 'key.revoked',
  'webhook.created', 'webhook.updated', 'webhook.deleted', 'webhook.secret_rotated', 'webhook.tested', 'webhook.delivery_retried',
  'policy.updated', 'alerts.updated',
  'member.added', 'member.role_changed', 'member.removed',
] as const;

/** One audited action. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Writes a line to an organization's audit log. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, actor: Actor, action: AuditAction, target: string): Promise<void> {
  await insertAuditEvent(db, {
    // Time-ordered like the service's other ids (src/lib/ids.ts), so rows append to the index.
    id: `aud_${Date.now().toString(16).padStart(12, '0')}${randomBytes(6).toString('hex')}`,
    org_id: actor.orgId,
    actor_user_id: actor.userId,
    actor_email: actor.email,
    action,
    target,
    ip: actor.ip,
    created_at: nowIso(),
  });
}

/** Reads an organization's audit log, newest first. */
export async function readAudit(db: Kysely<Database>, orgId: string, limit: number, cursor?: string): Promise<AuditPage | null> {
  const before = cursor === undefined ? undefined : decodeCursor(cursor);
  if (before === null) return null;
  const rows = await listAuditEvents(db, orgId, limit + 1, before);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    events: page.map(({ org_id: _org, ...rest }) => rest),
    next_cursor: rows.length > limit && last !== undefined ? encodeCursor(last) : null,
  };
}

/** Encodes a (created_at, id) position for the next page. */
export function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(`${row.created_at}|${row.id}`, 'utf8').toString('base64url');
}

/** Decodes a cursor; null when it is not one of ours. */
export function decodeCursor(text: string): { created_at: string; id: string } | null {
  const [createdAt, id, extra] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (createdAt === undefined || id === undefined || extra !== undefined || Number.isNaN(Date.parse(createdAt)) || !/^[a-z]+_[0-9a-f]{24}$/.test(id)) return null;
  return { created_at: createdAt, id };
}

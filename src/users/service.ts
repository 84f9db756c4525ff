import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import { hashPassword, PASSWORD_LENGTH } from './password.js';
import { findMembership, findUserByEmail, insertMembership, insertUser } from './repo.js';
import type { Role } from './roles.js';

/** Outcome of adding a user to an organization. */
export type AddUserResult =
  | { ok: true; user: { id: string; email: string; org_id: string; role: Role; created: boolean } }
  | { ok: false; reason: 'invalid_email' | 'weak_password' | 'already_member' };

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** Normalizes an e-mail address, or returns null when it is not one. */
export function normalizeEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** Dashboard users and their memberships. */
export function createUserService(db: Kysely<Database>) {
  return {
    /**
     * Adds a user to an organization with a role. A new e-mail creates the user
     * with the password; a known one only gains the membership and keeps its password.
     */
    async addToOrganization(orgId: string, emailText: string, role: Role, password: string): Promise<AddUserResult> {
      const email = normalizeEmail(emailText);
      if (email === null) return { ok: false, reason: 'invalid_email' };
      const existing = await findUserByEmail(db, email);
      if (existing !== undefined && (await findMembership(db, existing.id, orgId)) !== undefined) {
        return { ok: false, reason: 'already_member' };
      }
      if (existing === undefined && (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max)) {
        return { ok: false, reason: 'weak_password' };
      }
      const passwordHash = existing === undefined ? await hashPassword(password) : null;
      const now = nowIso();
      const userId = existing?.id ?? newId('user');
      await db.transaction().execute(async (trx) => {
        if (passwordHash !== null) await insertUser(trx, { id: userId, email, password_hash: passwordHash, created_at: now });
        await insertMembership(trx, { user_id: userId, org_id: orgId, role, created_at: now });
      });
      return { ok: true, user: { id: userId, email, org_id: orgId, role, created: existing === undefined } };
    },
  };
}

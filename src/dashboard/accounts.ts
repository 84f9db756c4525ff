import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { sha256Hex } from '../lib/crypto.js';
import { nowIso } from '../lib/time.js';
import type { OrgService } from '../orgs/service.js';
import type { PlanName } from '../orgs/plans.js';
import { hashPassword, verifyPassword, PASSWORD_LENGTH } from '../users/password.js';
import { findUserByEmail } from '../users/repo.js';
import { isRole, type Role } from '../users/roles.js';
import { normalizeEmail, type createUserService } from '../users/service.js';
import { recordAudit } from './audit.js';
import { countUsers, deleteExpiredSessions, deleteSession, findSession, findUserById, firstMembership, insertSession, listMemberships, updatePassword, updateSessionOrg } from './repo.js';
import type { LoginThrottle } from './throttle.js';

/** A signed-in dashboard user acting in one organization. */
export interface DashboardSession {
  idHash: string;
  userId: string;
  email: string;
  orgId: string;
  role: Role;
  csrfToken: string;
  ip: string;
}

/** A new session: the raw cookie value exists only here and in the browser. */
export interface NewSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

/** How long a session lasts from sign-in; there is no sliding renewal. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Outcome of first-run setup. */
export type SetupResult = { ok: true; session: NewSession } | { ok: false; reason: 'already_set_up' | 'invalid_email' | 'weak_password' | 'name_taken' };

/** Outcome of a sign-in. */
export type LoginResult = { ok: true; session: NewSession } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

// A hash to verify against when the e-mail is unknown, so both cases take as long.
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

/** Dashboard sign-in, sessions and first-run setup. */
export function createAccountService(deps: { db: Kysely<Database>; orgs: OrgService; users: ReturnType<typeof createUserService>; throttle: LoginThrottle }) {
  const { db } = deps;

  async function startSession(userId: string, orgId: string, ip: string): Promise<NewSession> {
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await deleteExpiredSessions(db, nowIso(now));
    await insertSession(db, { id_hash: sha256Hex(token), user_id: userId, org_id: orgId, csrf_token: csrfToken, ip, created_at: nowIso(now), expires_at: nowIso(expiresAt) });
    return { token, csrfToken, expiresAt };
  }

  let setupQueue: Promise<void> = Promise.resolve();

  async function setupOnce(input: { organization: string; plan: PlanName; email: string; password: string }, ip: string): Promise<SetupResult> {
    if ((await countUsers(db)) > 0) return { ok: false, reason: 'already_set_up' };
    const email = normalizeEmail(input.email);
    if (email === null) return { ok: false, reason: 'invalid_email' };
    if (input.password.length < PASSWORD_LENGTH.min || input.password.length > PASSWORD_LENGTH.max) return { ok: false, reason: 'weak_password' };
    const org = await deps.orgs.create(input.organization.trim(), input.plan);
    if (!org.ok) return { ok: false, reason: 'name_taken' };
    const added = await deps.users.addToOrganization(org.value.id, email, 'owner', input.password);
    if (!added.ok) return { ok: false, reason: added.reason === 'weak_password' ? 'weak_password' : 'invalid_email' };
    await recordAudit(db, { orgId: org.value.id, userId: added.user.id, email, ip }, 'setup.completed', org.value.name);
    return { ok: true, session: await startSession(added.user.id, org.value.id, ip) };
  }

  return {
    async setupNeeded(): Promise<boolean> {
      return (await countUsers(db)) === 0;
    },

    /**
     * Creates the first organization and its owner, only while no user exists. Setups
     * run one at a time in this process, so a double submit cannot make two owners;
     * across instances the window is one round trip at first start.
     */
    setup(input: { organization: string; plan: PlanName; email: string; password: string }, ip: string): Promise<SetupResult> {
      const run = setupQueue.then(() => setupOnce(input, ip));
      setupQueue = run.then(() => undefined, () => undefined);
      return run;
    },

    async login(emailText: string, password: string, ip: string): Promise<LoginResult> {
      const email = normalizeEmail(emailText) ?? emailText.trim().toLowerCase();
      const throttled = deps.throttle.check(ip, email);
      if (!throttled.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: throttled.retryAfterSeconds };
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(password, user?.password_hash ?? (await DUMMY_HASH));
      const membership = user === undefined ? undefined : await firstMembership(db, user.id);
      if (user === undefined || !valid || membership === undefined) {
        deps.throttle.failed(ip, email);
        if (user !== undefined && membership !== undefined) {
          await recordAudit(db, { orgId: membership.org_id, userId: user.id, email, ip }, 'login.failed', email);
        }
        return { ok: false, reason: 'invalid' };
      }
      deps.throttle.succeeded(ip, email);
      await recordAudit(db, { orgId: membership.org_id, userId: user.id, email, ip }, 'login.succeeded', email);
      return { ok: true, session: await startSession(user.id, membership.org_id, ip) };
    },

    /** Changes the signed-in user's password after checking the current one; their other sessions end. */
    async changePassword(session: DashboardSession, current: string, next: string): Promise<{ ok: true } | { ok: false; reason: 'wrong_password' | 'weak_password' } | { ok: false; reason: 'throttled'; retryAfterSeconds: number }> {
      const throttled = deps.throttle.check(session.ip, session.email);
      if (!throttled.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: throttled.retryAfterSeconds };
      const user = await findUserById(db, session.userId);
      if (user === undefined || !(await verifyPassword(current, user.password_hash))) {
        deps.throttle.failed(session.ip, session.email);
        return { ok: false, reason: 'wrong_password' };
      }
      if (next.length < PASSWORD_LENGTH.min || next.length > PASSWORD_LENGTH.max) return { ok: false, reason: 'weak_password' };
      await updatePassword(db, session.userId, await hashPassword(next), session.idHash);
      await recordAudit(db, { orgId: session.orgId, userId: session.userId, email: session.email, ip: session.ip }, 'password.changed', session.email);
      return { ok: true };
    },

    /** The organizations the signed-in user can switch between. */
    organizations: (session: DashboardSession) => listMemberships(db, session.userId),

    /** Moves the session to another organization of the user; false when they are not a member. */
    async switchOrganization(session: DashboardSession, orgId: string): Promise<boolean> {
      const memberships = await listMemberships(db, session.userId);
      if (!memberships.some((m) => m.org_id === orgId)) return false;
      await updateSessionOrg(db, session.idHash, orgId);
      return true;
    },

    async logout(session: DashboardSession): Promise<void> {
      await deleteSession(db, session.idHash);
      await recordAudit(db, { orgId: session.orgId, userId: session.userId, email: session.email, ip: session.ip }, 'logout', session.email);
    },

    /** The live session a cookie value names, with the user's current role; null when none. */
    async resolve(token: string, ip: string): Promise<DashboardSession | null> {
      const idHash = sha256Hex(token);
      const row = await findSession(db, idHash, nowIso());
      if (row === undefined || row.role === null || !isRole(row.role)) return null;
      return { idHash, userId: row.user_id, email: row.email, orgId: row.org_id, role: row.role, csrfToken: row.csrf_token, ip };
    },
  };
}

/** The account service's interface. */
export type AccountService = ReturnType<typeof createAccountService>;

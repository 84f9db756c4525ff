import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Role } from '../users/roles.js';
import type { createUserService } from '../users/service.js';
import type { DashboardSession } from './accounts.js';
import { recordAudit } from './audit.js';
import { countOwners, deleteMember, listMembers, updateMemberRole } from './repo.js';
import { actorOf } from './session.js';
import type { MemberView } from './view-types.js';

/** Why a member change did not happen. */
export type MemberFailure = {
  ok: false;
  reason: 'not_found' | 'invalid_email' | 'weak_password' | 'already_member' | 'last_owner' | 'owner_only';
};

/** Members of the session's organization: list, add, change role, remove. */
export function createMemberService(deps: { db: Kysely<Database>; users: ReturnType<typeof createUserService> }) {
  const { db } = deps;

  // Only an owner may create, change or remove owners, so an admin cannot take over.
  function touchesOwner(session: DashboardSession, roles: (string | undefined)[]): boolean {
    return session.role !== 'owner' && roles.includes('owner');
  }

  async function current(orgId: string, userId: string): Promise<MemberView | undefined> {
    return (await listMembers(db, orgId)).find((m) => m.user_id === userId);
  }

  return {
    list: (session: DashboardSession): Promise<MemberView[]> => listMembers(db, session.orgId),

    async add(session: DashboardSession, input: { email: string; role: Role; password: string }): Promise<{ ok: true; member: MemberView } | MemberFailure> {
      if (touchesOwner(session, [input.role])) return { ok: false, reason: 'owner_only' };
      const added = await deps.users.addToOrganization(session.orgId, input.email, input.role, input.password);
      if (!added.ok) return added;
      await recordAudit(db, actorOf(session), 'member.added', `${added.user.email} as ${input.role}`);
      const member = await current(session.orgId, added.user.id);
      return member === undefined ? { ok: false, reason: 'not_found' } : { ok: true, member };
    },

    async changeRole(session: DashboardSession, userId: string, role: Role): Promise<{ ok: true } | MemberFailure> {
      const member = await current(session.orgId, userId);
      if (member === undefined) return { ok: false, reason: 'not_found' };
      if (touchesOwner(session, [member.role, role])) return { ok: false, reason: 'owner_only' };
      if (member.role === 'owner' && role !== 'owner' && (await countOwners(db, session.orgId)) <= 1) return { ok: false, reason: 'last_owner' };
      await updateMemberRole(db, session.orgId, userId, role);
      await recordAudit(db, actorOf(session), 'member.role_changed', `${member.email}: ${member.role} -> ${role}`);
      return { ok: true };
    },

    async remove(session: DashboardSession, userId: string): Promise<{ ok: true } | MemberFailure> {
      const member = await current(session.orgId, userId);
      if (member === undefined) return { ok: false, reason: 'not_found' };
      if (touchesOwner(session, [member.role])) return { ok: false, reason: 'owner_only' };
      if (member.role === 'owner' && (await countOwners(db, session.orgId)) <= 1) return { ok: false, reason: 'last_owner' };
      await deleteMember(db, session.orgId, userId);
      await recordAudit(db, actorOf(session), 'member.removed', member.email);
      return { ok: true };
    },
  };
}

/** The member service's interface. */
export type MemberService = ReturnType<typeof createMemberService>;

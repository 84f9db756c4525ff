import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import { effectiveLimits, type EffectiveLimits, type PlanName } from './plans.js';
import { findOrganization, insertOrganization, listOrganizations, updateOrganization } from './repo.js';

/** An organization as the CLI and dashboard show it. */
export interface OrganizationView {
  id: string;
  name: string;
  plan: string;
  limits: EffectiveLimits;
  /** Whether alerts carry a redacted excerpt of the prompt. */
  alert_prompt_excerpt: boolean;
  created_at: string;
}

/** Outcome of an operation on a named organization. */
export type OrgResult<T> = { ok: true; value: T } | { ok: false; reason: 'not_found' | 'name_taken' };

/** The longest organization name accepted. */
export const MAX_ORG_NAME_LENGTH = 100;

/** Organization management shared by the CLI and the dashboard. */
export function createOrgService(db: Kysely<Database>) {
  return {
    async create(name: string, plan: PlanName): Promise<OrgResult<OrganizationView>> {
      if ((await findOrganization(db, name)) !== undefined) return { ok: false, reason: 'name_taken' };
      const row: Row<'organizations'> = {
        id: newId('org'), name, plan, scans_per_second: null, max_webhooks: null, alert_prompt_excerpt: 0, policy: null, policy_updated_at: null, created_at: nowIso(),
      };
      await insertOrganization(db, row);
      return { ok: true, value: toView(row) };
    },

    async find(idOrName: string): Promise<OrganizationView | undefined> {
      const row = await findOrganization(db, idOrName);
      return row === undefined ? undefined : toView(row);
    },

    async list(): Promise<OrganizationView[]> {
      return (await listOrganizations(db)).map(toView);
    },

    async setPlan(idOrName: string, plan: PlanName): Promise<OrgResult<OrganizationView>> {
      return update(idOrName, { plan });
    },

    /** Turns the redacted prompt excerpt in webhook alerts on or off. */
    async setAlertPromptExcerpt(idOrName: string, enabled: boolean): Promise<OrgResult<OrganizationView>> {
      return update(idOrName, { alert_prompt_excerpt: enabled ? 1 : 0 });
    },

    /** A limit of null returns to the plan's default. */
    async setLimits(
      idOrName: string,
      limits: { scans_per_second?: number | null; max_webhooks?: number | null },
    ): Promise<OrgResult<OrganizationView>> {
      return update(idOrName, limits);
    },
  };

  async function update(
    idOrName: string,
    changes: Partial<Pick<Row<'organizations'>, 'plan' | 'scans_per_second' | 'max_webhooks' | 'alert_prompt_excerpt'>>,
  ): Promise<OrgResult<OrganizationView>> {
    const row = await findOrganization(db, idOrName);
    if (row === undefined) return { ok: false, reason: 'not_found' };
    await updateOrganization(db, row.id, changes);
    return { ok: true, value: toView({ ...row, ...changes }) };
  }
}

/** The organization service's interface. */
export type OrgService = ReturnType<typeof createOrgService>;

function toView(row: Row<'organizations'>): OrganizationView {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    limits: effectiveLimits(row.plan, row),
    alert_prompt_excerpt: row.alert_prompt_excerpt === 1,
    created_at: row.created_at,
  };
}

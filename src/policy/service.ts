import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from '../lib/time.js';
import { compilePolicy, DEFAULT_POLICY, validatePolicy, type CompiledPolicy, type Engine, type ScanPolicy } from '../scan/index.js';
import type { Verdict } from '../scan/types.js';
import { readPolicy, writePolicy } from './repo.js';

/** A problem in a policy, located by a JSON pointer into the request body. */
export interface PolicyDetail {
  path: string;
  message: string;
}

/** An organization's policy as the API returns it. */
export interface PolicyView {
  policy: ScanPolicy;
  updated_at: string | null;
}

// Compiled policies are kept by their JSON text: a change gives new text, so no
// invalidation is needed, and organizations with equal policies share one.
const MAX_COMPILED = 1_000;

/** Reads, validates, stores and compiles organizations' scan policies. */
export function createPolicyService(deps: { db: Kysely<Database>; engine: Engine }) {
  const compiled = new Map<string, CompiledPolicy>();
  const defaultCompiled = compilePolicy(DEFAULT_POLICY);

  function validate(input: unknown): { ok: true; policy: ScanPolicy } | { ok: false; details: PolicyDetail[] } {
    const result = validatePolicy(input);
    if (result.ok) return result;
    return { ok: false, details: result.problems.map((p) => ({ path: p.path === '' ? '' : `/${p.path.split('.').join('/')}`, message: p.message })) };
  }

  return {
    validate,

    async get(orgId: string): Promise<PolicyView> {
      const row = await readPolicy(deps.db, orgId);
      const stored = row?.policy ?? null;
      return { policy: stored === null ? DEFAULT_POLICY : (JSON.parse(stored) as ScanPolicy), updated_at: row?.policy_updated_at ?? null };
    },

    /** Replaces the policy; fields left out take their defaults. */
    async put(orgId: string, input: unknown): Promise<{ ok: true; view: PolicyView } | { ok: false; details: PolicyDetail[] }> {
      const checked = validate(input);
      if (!checked.ok) return checked;
      const updatedAt = nowIso();
      await writePolicy(deps.db, orgId, JSON.stringify(checked.policy), updatedAt);
      return { ok: true, view: { policy: checked.policy, updated_at: updatedAt } };
    },

    /** The compiled form of a stored policy (null: the default), cached by its text. */
    compiled(policyJson: string | null): CompiledPolicy {
      if (policyJson === null) return defaultCompiled;
      let policy = compiled.get(policyJson);
      if (policy === undefined) {
        if (compiled.size >= MAX_COMPILED) compiled.clear();
        policy = compilePolicy(JSON.parse(policyJson) as ScanPolicy);
        compiled.set(policyJson, policy);
      }
      return policy;
    },

    /** Scans a prompt under a policy that is not saved (the dashboard's "try a prompt"). */
    preview(input: unknown, prompt: string): { ok: true; verdict: Verdict } | { ok: false; details: PolicyDetail[] } {
      const checked = validate(input);
      if (!checked.ok) return checked;
      return { ok: true, verdict: deps.engine.scan(prompt, compilePolicy(checked.policy)) };
    },
  };
}

/** The policy service's interface. */
export type PolicyService = ReturnType<typeof createPolicyService>;

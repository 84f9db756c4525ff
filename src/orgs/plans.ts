/** Plan names an organization can have. */
export const PLAN_NAMES = ['free', 'professional', 'enterprise'] as const;

/** A plan name. */
export type PlanName = (typeof PLAN_NAMES)[number];

/** What a plan allows by default (decisions.md section 3). */
export interface PlanDefinition {
  webhookAlerts: boolean;
  scansPerSecond: number;
  maxWebhooks: number;
}

/** The plans and their defaults; organizations may override the limits. */
export const PLANS = {
  free: { webhookAlerts: false, scansPerSecond: 20, maxWebhooks: 0 },
  professional: { webhookAlerts: true, scansPerSecond: 200, maxWebhooks: 10 },
  enterprise: { webhookAlerts: true, scansPerSecond: 2_000, maxWebhooks: 100 },
} as const satisfies Record<PlanName, PlanDefinition>;

/** True when the text names a plan. */
export function isPlanName(text: string): text is PlanName {
  return (PLAN_NAMES as readonly string[]).includes(text);
}

/** The limits in force for an organization: its overrides, else its plan's defaults. */
export interface EffectiveLimits {
  webhookAlerts: boolean;
  scansPerSecond: number;
  maxWebhooks: number;
}

/** Combines a plan with an organization's overrides. An unknown plan gets nothing beyond free. */
export function effectiveLimits(plan: string, overrides: { scans_per_second: number | null; max_webhooks: number | null }): EffectiveLimits {
  const base: PlanDefinition = isPlanName(plan) ? PLANS[plan] : PLANS.free;
  return {
    webhookAlerts: base.webhookAlerts,
    scansPerSecond: overrides.scans_per_second ?? base.scansPerSecond,
    maxWebhooks: overrides.max_webhooks ?? base.maxWebhooks,
  };
}

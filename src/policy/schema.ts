import { Type } from 'typebox';
import { POLICY_LIMITS } from '../scan/index.js';
import { SIGNAL_TYPES, TIERS } from '../scan/types.js';

const SignalPolicy = Type.Object({
  enabled: Type.Boolean(),
  max_tier: Type.Enum([...TIERS], { description: 'The highest tier this signal type can cause' }),
});

const DenyRule = Type.Object({
  id: Type.Optional(Type.String({ maxLength: POLICY_LIMITS.maxIdLength })),
  phrase: Type.Optional(Type.String({ maxLength: POLICY_LIMITS.maxPhraseLength, description: 'Matched case-insensitively on normalized text' })),
  regex: Type.Optional(Type.String({ maxLength: POLICY_LIMITS.maxRegexLength, description: 'A safe regular expression (no backreferences, lookarounds or nested quantifiers)' })),
  tier: Type.Optional(Type.Enum(['yellow', 'red'])),
  message: Type.Optional(Type.String({ maxLength: POLICY_LIMITS.maxMessageLength })),
});

/** An organization's scan policy. */
export const Policy = Type.Object(
  {
    thresholds: Type.Object({
      yellow: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
      red: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
    }),
    signals: Type.Object(Object.fromEntries(SIGNAL_TYPES.map((type) => [type, SignalPolicy]))),
    deny_rules: Type.Array(DenyRule, { maxItems: POLICY_LIMITS.maxDenyRules }),
    allow_phrases: Type.Array(Type.String({ maxLength: POLICY_LIMITS.maxPhraseLength }), { maxItems: POLICY_LIMITS.maxAllowPhrases }),
  },
  { description: 'Thresholds, per-signal switches and caps, deny rules and allow phrases' },
);

/** `GET` and `PUT /v1/policy` response. */
export const PolicyResponse = Type.Object({
  policy: Policy,
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'null while the default policy applies' }),
});

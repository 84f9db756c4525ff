/** Signal types the engine and organization rules report (decisions.md section 4). */
export const SIGNAL_TYPES = [
  'prompt_injection',
  'jailbreak',
  'prompt_extraction',
  'obfuscation',
  'invisible_text',
  'pii',
  'secret',
  'harmful_request',
  'custom_rule',
] as const;

/** One of the signal types. */
export type SignalType = (typeof SIGNAL_TYPES)[number];

/** Risk tiers, from least to most severe. */
export const TIERS = ['green', 'yellow', 'red'] as const;

/** A risk tier. */
export type Tier = (typeof TIERS)[number];

/** What the caller should do with the prompt. */
export type Action = 'allow' | 'flag' | 'block';

/** The action that goes with each tier. */
export const ACTION_FOR_TIER = { green: 'allow', yellow: 'flag', red: 'block' } as const satisfies Record<Tier, Action>;

/** A half-open range [start, end) of UTF-16 offsets into the submitted prompt. */
export interface Span {
  start: number;
  end: number;
}

/** One finding of one detector. */
export interface Signal {
  type: SignalType;
  score: number;
  detector: string;
  message: string;
  spans: Span[];
}

/** The engine's verdict on one prompt, before the service adds id, latency and timestamp. */
export interface Verdict {
  tier: Tier;
  action: Action;
  risk_score: number;
  signals: Signal[];
}

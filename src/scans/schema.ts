import { Type } from 'typebox';
import { SIGNAL_TYPES, TIERS } from '../scan/types.js';

/** The longest prompt accepted, in UTF-16 code units (what JavaScript's `length` counts). */
export const MAX_PROMPT_LENGTH = 200_000;

/** `POST /v1/scan` request body. */
export const ScanRequest = Type.Object(
  { prompt: Type.String({ description: `The text to scan, at most ${MAX_PROMPT_LENGTH} characters` }) },
  { additionalProperties: false },
);

const SpanSchema = Type.Object({
  start: Type.Integer({ minimum: 0, description: 'UTF-16 offset of the first character' }),
  end: Type.Integer({ minimum: 0, description: 'UTF-16 offset after the last character' }),
});

const SignalSchema = Type.Object({
  type: Type.String({ enum: [...SIGNAL_TYPES] }),
  score: Type.Number({ minimum: 0, maximum: 1 }),
  detector: Type.String(),
  message: Type.String(),
  spans: Type.Array(SpanSchema),
});

/** `POST /v1/scan` response body (decisions.md section 4). */
export const ScanResponse = Type.Object(
  {
    id: Type.String({ description: 'Scan id, prefixed scan_' }),
    tier: Type.String({ enum: [...TIERS] }),
    action: Type.String({ enum: ['allow', 'flag', 'block'] }),
    risk_score: Type.Number({ minimum: 0, maximum: 1 }),
    signals: Type.Array(SignalSchema),
    latency_ms: Type.Number({ description: 'Time the detection engine took, in milliseconds' }),
    timestamp: Type.String({ format: 'date-time' }),
  },
  { description: 'The verdict on one prompt' },
);

/** Event types an endpoint can subscribe to; `test` is only sent by the test endpoint. */
export const SUBSCRIBABLE_EVENTS = ['red_tier', 'yellow_tier'] as const;

/** A subscribable event type. */
export type WebhookEvent = (typeof SUBSCRIBABLE_EVENTS)[number];

/** Payload formats; the specification allows only JSON. */
export const WEBHOOK_FORMATS = ['json'] as const;

/** A payload format. */
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** The subscription of an endpoint registered without `events`. */
export const DEFAULT_EVENTS: readonly WebhookEvent[] = ['red_tier'];
